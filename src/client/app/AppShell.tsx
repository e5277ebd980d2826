import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { useCartOpen } from '@client/features/store/cart-drawer-state';
import { InteractiveMark } from '@client/lib/interactive';
import { useMediaQuery } from '@client/lib/use-media-query';
import { Spinner } from '@client/ui/spinner';
import { BottomBar } from './BottomBar';
import { ErrorBoundary } from './ErrorBoundary';
import { RightPanel } from './RightPanel';
import { RouteSkeleton, routeSkeletonKind } from './RouteSkeleton';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

function PageFallback() {
  // The inner pages that have a shape of their own draw it while their code arrives.
  const kind = routeSkeletonKind(useLocation().pathname);
  if (kind) return <RouteSkeleton kind={kind} />;
  return (
    <div className="grid place-items-center py-24">
      <Spinner label={ptBR.common.loading} className="size-8 border-[3px] text-primary" />
    </div>
  );
}

const CartDrawer = lazy(async () => ({ default: (await import('@client/features/store/CartDrawer')).CartDrawer }));

/** The cart drawer opens from the top bar on any page; its code loads the first time it opens. */
function CartHost() {
  const open = useCartOpen();
  // Stays mounted after the first open, so that closing it can animate and keep its state.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}

/** Pages that take the whole phone screen, their own controls over them (reels, as the video apps do). */
const IMMERSIVE_ON_PHONES = new Set(['/reels']);

/** Side menu, top bar, content and right panel on desktop; top bar, content and bottom bar on phones. */
export function AppShell() {
  const { pathname } = useLocation();
  const immersive = IMMERSIVE_ON_PHONES.has(pathname);
  // Mounted only where they show, so phones neither render them nor fetch their data and images.
  const showSideMenu = useMediaQuery('(min-width: 64rem)');
  const showRightPanel = useMediaQuery('(min-width: 80rem)');

  return (
    <div className="min-h-dvh">
      <a
        href="#conteudo"
        className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-xl bg-primary px-4 py-2 font-semibold text-primary-fg shadow-lg transition-transform focus-visible:translate-y-0"
      >
        {ptBR.nav.skipToContent}
      </a>
      <TopBar className={immersive ? 'max-lg:hidden' : undefined} />
      <div className="mx-auto flex max-w-7xl gap-6 lg:px-6">
        {showSideMenu ? (
          <SideMenu className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto py-4 lg:flex" />
        ) : (
          // A server-rendered page knows no screen width: the menus' columns are kept until they mount.
          <div aria-hidden="true" className="hidden w-60 shrink-0 lg:block" />
        )}
        <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 px-3 pt-4 pb-28 outline-none sm:px-4 lg:pb-12">
          <div className="mx-auto w-full max-w-[640px]">
            <ErrorBoundary key={pathname}>
              <Suspense fallback={<PageFallback />}>
                <Outlet />
                {/* The deepest boundary of a server-rendered page: it hydrates last. */}
                <InteractiveMark />
              </Suspense>
            </ErrorBoundary>
          </div>
        </main>
        {showRightPanel ? (
          <div className="sticky top-16 -mx-1 h-[calc(100dvh-4rem)] w-82 shrink-0 overflow-y-auto px-1 py-4 [scrollbar-width:thin]">
            <RightPanel />
          </div>
        ) : (
          <div aria-hidden="true" className="hidden w-80 shrink-0 xl:block" />
        )}
      </div>
      {immersive ? null : <BottomBar />}
      <CartHost />
    </div>
  );
}
