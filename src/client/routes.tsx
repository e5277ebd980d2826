import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { serverRenderedPage, type ServerRenderedPage } from '@shared/first-load';
import { AuthPage } from '@client/features/auth/AuthPage';
import { RequireAuth } from '@client/features/auth/RequireAuth';
import { FullScreenSpinner } from '@client/ui/spinner';

type PreloadableComponent<P extends object> = ComponentType<P> & {
  preload(): Promise<void>;
  /** Whether its code is here, so that it renders without suspending. */
  isLoaded(): boolean;
};

/**
 * React.lazy for a module's named export; keeps every page but /auth out of the first download.
 * Once `preload` has run, it renders the page at once, without suspending: a page the server
 * rendered hydrates without waiting for code (a part still loading could not take later updates
 * without being redrawn from scratch).
 */
function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const resolve = async () => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await resolve() }));
  const Page = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Page, { preload: async () => void (await resolve()), isLoaded: () => loaded !== undefined });
}

const loadShell = () => import('@client/app/AppShell');
const AppShell = lazyNamed(loadShell, 'AppShell');
const NotFoundPage = lazyNamed(() => import('@client/app/NotFoundPage'), 'NotFoundPage');
const SegmentPage = lazyNamed(() => import('@client/features/segments/SegmentPage'), 'SegmentPage');
const SegmentsPage = lazyNamed(() => import('@client/features/segments/SegmentsPage'), 'SegmentsPage');
const BrandsPage = lazyNamed(() => import('@client/features/brands/BrandsPage'), 'BrandsPage');
const BrandPage = lazyNamed(() => import('@client/features/brands/BrandPage'), 'BrandPage');
const ExplorePage = lazyNamed(() => import('@client/features/explore/ExplorePage'), 'ExplorePage');
const SettingsPage = lazyNamed(() => import('@client/features/settings/SettingsPage'), 'SettingsPage');
const AppearancePage = lazyNamed(() => import('@client/features/settings/AppearancePage'), 'AppearancePage');
const CreatePage = lazyNamed(() => import('@client/features/create/CreatePage'), 'CreatePage');
const SearchPage = lazyNamed(() => import('@client/features/search/SearchPage'), 'SearchPage');
const StorePage = lazyNamed(() => import('@client/features/store/StorePage'), 'StorePage');
const ProductPage = lazyNamed(() => import('@client/features/store/ProductPage'), 'ProductPage');
const CheckoutPage = lazyNamed(() => import('@client/features/store/CheckoutPage'), 'CheckoutPage');
const SuccessPage = lazyNamed(() => import('@client/features/store/SuccessPage'), 'SuccessPage');
const OrdersPage = lazyNamed(() => import('@client/features/store/OrdersPage'), 'OrdersPage');
const ProfileSettingsPage = lazyNamed(
  () => import('@client/features/settings/ProfileSettingsPage'),
  'ProfileSettingsPage',
);
const StoreSettingsPage = lazyNamed(() => import('@client/features/shop/StoreSettingsPage'), 'StoreSettingsPage');
const FinancialPage = lazyNamed(() => import('@client/features/wallet/FinancialPage'), 'FinancialPage');
const NotificationSettingsPage = lazyNamed(
  () => import('@client/features/settings/NotificationSettingsPage'),
  'NotificationSettingsPage',
);
const PrivacyPage = lazyNamed(() => import('@client/features/settings/PrivacyPage'), 'PrivacyPage');
const SecurityPage = lazyNamed(() => import('@client/features/settings/SecurityPage'), 'SecurityPage');
const AdvertisePage = lazyNamed(() => import('@client/features/ads/AdvertisePage'), 'AdvertisePage');
const ReelsPage = lazyNamed(() => import('@client/features/reels/ReelsPage'), 'ReelsPage');
const UploadVideoPage = lazyNamed(() => import('@client/features/videos/UploadVideoPage'), 'UploadVideoPage');
const VideoPage = lazyNamed(() => import('@client/features/videos/VideoPage'), 'VideoPage');
const BrandBot = lazyNamed(() => import('@client/features/assistant/BrandBot'), 'BrandBot');
const FeedPage = lazyNamed(() => import('@client/features/feed/FeedPage'), 'FeedPage');
const PostPage = lazyNamed(() => import('@client/features/posts/PostPage'), 'PostPage');
const NotificationsPage = lazyNamed(
  () => import('@client/features/notifications/NotificationsPage'),
  'NotificationsPage',
);
const ProfilePage = lazyNamed(() => import('@client/features/profile/ProfilePage'), 'ProfilePage');
const MemberPage = lazyNamed(() => import('@client/features/profile/MemberPage'), 'MemberPage');

/** The code of the pages the server renders (spa-render.ts). */
const SERVER_RENDERED_PAGES: Record<ServerRenderedPage, PreloadableComponent<object>> = {
  feed: FeedPage,
  store: StorePage,
  product: ProductPage,
};

/** Loads the code of the page at `pathname` (and of the shell) before a server-rendered page hydrates. */
export async function preloadServerRendered(pathname: string): Promise<void> {
  const page = serverRenderedPage(pathname);
  await Promise.all([AppShell.preload(), page && SERVER_RENDERED_PAGES[page].preload()]);
}

function GuardedShell() {
  // Fetches the shell's code while the session is still being checked.
  useEffect(() => {
    void loadShell();
  }, []);
  /*
   * When the shell's code is already here (on the server, and in a browser about to hydrate the
   * server's page), the shell renders outside any Suspense boundary: React then hydrates it with the
   * root, and its menus answer the first key or tap. A boundary would hydrate later, at idle
   * priority. Decided once: adding or dropping the boundary later would mount the shell afresh.
   */
  const [codeHere] = useState(() => AppShell.isLoaded());
  return (
    <RequireAuth>
      {codeHere ? (
        <AppShell />
      ) : (
        <Suspense fallback={<FullScreenSpinner />}>
          <AppShell />
        </Suspense>
      )}
    </RequireAuth>
  );
}

/** True once the page has loaded and the browser has a quiet moment (at most 3 s after the load). */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timeout stands in.
    const onIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
    let idleHandle = 0;
    let timer = 0;
    const schedule = () => {
      if (onIdle) idleHandle = onIdle(() => setIdle(true), { timeout: 3000 });
      else timer = window.setTimeout(() => setIdle(true), 200);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idleHandle) window.cancelIdleCallback(idleHandle);
      window.clearTimeout(timer);
    };
  }, []);
  return idle;
}

export function AppRoutes() {
  // The assistant is not what a member came for: it loads after the page they asked for.
  const botReady = useWhenIdle();
  return (
    <>
      <AppPages />
      {/* BrandBot floats over every page, /auth included. */}
      {botReady ? (
        <Suspense fallback={null}>
          <BrandBot />
        </Suspense>
      ) : null}
    </>
  );
}

function AppPages() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route element={<GuardedShell />}>
        <Route index element={<FeedPage />} />
        <Route path="post/:id" element={<PostPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="u/:id" element={<MemberPage />} />
        <Route path="explore" element={<ExplorePage />} />
        <Route path="brands" element={<BrandsPage />} />
        <Route path="brand/:id" element={<BrandPage />} />
        <Route path="segments" element={<SegmentsPage />} />
        <Route path="segment/:segmentId" element={<SegmentPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="settings/appearance" element={<AppearancePage />} />
        <Route path="settings/profile" element={<ProfileSettingsPage />} />
        <Route path="settings/store" element={<StoreSettingsPage />} />
        <Route path="settings/financial" element={<FinancialPage />} />
        <Route path="settings/notifications" element={<NotificationSettingsPage />} />
        <Route path="settings/privacy" element={<PrivacyPage />} />
        <Route path="settings/security" element={<SecurityPage />} />
        <Route path="advertise" element={<AdvertisePage />} />
        <Route path="reels" element={<ReelsPage />} />
        <Route path="upload-video" element={<UploadVideoPage />} />
        <Route path="video/:id" element={<VideoPage />} />
        <Route path="create" element={<CreatePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="store" element={<StorePage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="success" element={<SuccessPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
