import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { serverRenderedPage, type ServerRenderedPage } from '@shared/first-load';
import { AuthPage } from '@client/features/auth/AuthPage';
import { RequireAuth } from '@client/features/auth/RequireAuth';
import { useMember } from '@client/features/auth/use-session';
import { RouteSkeleton, ShellSkeleton, type RouteSkeletonKind } from '@client/app/RouteSkeleton';

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
const BlockedAccountsPage = lazyNamed(
  () => import('@client/features/safety/BlockedAccountsPage'),
  'BlockedAccountsPage',
);
const MutedAccountsPage = lazyNamed(() => import('@client/features/safety/MutedAccountsPage'), 'MutedAccountsPage');
const HiddenWordsPage = lazyNamed(() => import('@client/features/safety/HiddenWordsPage'), 'HiddenWordsPage');
const MyReportsPage = lazyNamed(() => import('@client/features/safety/MyReportsPage'), 'MyReportsPage');
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
const TagPage = lazyNamed(() => import('@client/features/tags/TagPage'), 'TagPage');
const WelcomePage = lazyNamed(() => import('@client/features/onboarding/WelcomePage'), 'WelcomePage');
const AdminPage = lazyNamed(() => import('@client/features/admin/AdminPage'), 'AdminPage');
const StudioPage = lazyNamed(() => import('@client/features/studio/StudioPage'), 'StudioPage');
const BrandStudioPage = lazyNamed(() => import('@client/features/studio/BrandStudioPage'), 'BrandStudioPage');

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
  // A cold load draws the app's frame and the page's shape while the session and the code arrive.
  const { pathname } = useLocation();
  const skeleton = <ShellSkeleton pathname={pathname} />;
  return (
    <RequireAuth fallback={skeleton}>
      {codeHere ? (
        <AppShell />
      ) : (
        <Suspense fallback={skeleton}>
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

function WelcomeSkeleton() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-8 sm:px-6">
      <RouteSkeleton kind="grid" />
    </div>
  );
}

/**
 * The page inside its own boundary, whose fallback has the page's shape (the shell's boundary would
 * show a lone spinner). Not for the server-rendered pages, whose hydration order the shell decides.
 */
function shaped(page: ReactElement, kind: RouteSkeletonKind) {
  return <Suspense fallback={<RouteSkeleton kind={kind} />}>{page}</Suspense>;
}

/** The operator's console; anyone else meets the 404 page, as at any address that does not exist. */
function ConsoleRoute({ tab }: { tab?: 'moderacao' }) {
  const member = useMember();
  return member?.isOperator ? shaped(<AdminPage tab={tab} />, 'page') : <NotFoundPage />;
}

function AppPages() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      {/* Right after sign-up, outside the shell: the member's first choices, without the menus. */}
      <Route
        path="/welcome"
        element={
          <RequireAuth fallback={<WelcomeSkeleton />}>
            <Suspense fallback={<WelcomeSkeleton />}>
              <WelcomePage />
            </Suspense>
          </RequireAuth>
        }
      />
      <Route element={<GuardedShell />}>
        <Route index element={<FeedPage />} />
        <Route path="post/:id" element={shaped(<PostPage />, 'detail')} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="u/:id" element={<MemberPage />} />
        <Route path="explore" element={shaped(<ExplorePage />, 'masonry')} />
        <Route path="brands" element={shaped(<BrandsPage />, 'grid')} />
        <Route path="brand/:id" element={shaped(<BrandPage />, 'detail')} />
        <Route path="segments" element={shaped(<SegmentsPage />, 'grid')} />
        <Route path="segment/:segmentId" element={shaped(<SegmentPage />, 'masonry')} />
        <Route path="settings" element={shaped(<SettingsPage />, 'menu')} />
        <Route path="settings/appearance" element={shaped(<AppearancePage />, 'form')} />
        <Route path="settings/profile" element={shaped(<ProfileSettingsPage />, 'form')} />
        <Route path="settings/store" element={shaped(<StoreSettingsPage />, 'form')} />
        <Route path="settings/financial" element={shaped(<FinancialPage />, 'wallet')} />
        <Route path="settings/notifications" element={shaped(<NotificationSettingsPage />, 'form')} />
        <Route path="settings/privacy" element={shaped(<PrivacyPage />, 'form')} />
        <Route path="settings/security" element={shaped(<SecurityPage />, 'form')} />
        <Route path="settings/blocked" element={shaped(<BlockedAccountsPage />, 'form')} />
        <Route path="settings/muted" element={shaped(<MutedAccountsPage />, 'form')} />
        <Route path="settings/hidden-words" element={shaped(<HiddenWordsPage />, 'form')} />
        <Route path="settings/reports" element={shaped(<MyReportsPage />, 'form')} />
        <Route path="advertise" element={<AdvertisePage />} />
        <Route path="reels" element={<ReelsPage />} />
        <Route path="upload-video" element={shaped(<UploadVideoPage />, 'form')} />
        <Route path="video/:id" element={shaped(<VideoPage />, 'detail')} />
        <Route path="create" element={shaped(<CreatePage />, 'form')} />
        <Route path="search" element={shaped(<SearchPage />, 'search')} />
        <Route path="tag/:tag" element={<TagPage />} />
        <Route path="store" element={<StorePage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="success" element={<SuccessPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="admin" element={<ConsoleRoute />} />
        <Route path="admin/moderacao" element={<ConsoleRoute tab="moderacao" />} />
        <Route path="studio" element={shaped(<StudioPage />, 'page')} />
        <Route path="studio/:brandId" element={shaped(<BrandStudioPage notFound={<NotFoundPage />} />, 'page')} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
