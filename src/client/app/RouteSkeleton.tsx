import {
  Skeleton,
  SkeletonCardGrid,
  SkeletonChips,
  SkeletonForm,
  SkeletonHeading,
  SkeletonMediaRow,
  SkeletonPage,
  SkeletonRows,
  SkeletonText,
} from '@client/ui/skeleton';

/** The shapes of the inner pages, drawn while their code or their first data is on its way. */
export type RouteSkeletonKind = 'menu' | 'form' | 'wallet' | 'grid' | 'masonry' | 'detail' | 'search' | 'page';

const MASONRY = [1.3, 0.8, 1, 1.2, 0.9, 1.1];

export function RouteSkeleton({ kind }: { kind: RouteSkeletonKind }) {
  switch (kind) {
    case 'menu':
      return (
        <SkeletonPage>
          <SkeletonHeading />
          <SkeletonRows count={11} />
          <Skeleton className="h-12 rounded-2xl" />
        </SkeletonPage>
      );
    case 'form':
      return (
        <SkeletonPage>
          <SkeletonHeading />
          <SkeletonForm fields={3} />
          <SkeletonRows count={2} avatar={false} control />
        </SkeletonPage>
      );
    case 'wallet':
      return (
        <SkeletonPage>
          <SkeletonHeading />
          <Skeleton className="h-36 rounded-2xl" />
          <SkeletonForm fields={2} />
          <SkeletonRows count={4} />
        </SkeletonPage>
      );
    case 'grid':
      return (
        <SkeletonPage>
          <SkeletonHeading />
          <SkeletonCardGrid count={6} media="aspect-[4/3]" />
        </SkeletonPage>
      );
    case 'masonry':
      return (
        <SkeletonPage>
          <SkeletonHeading />
          <SkeletonChips />
          <div className="columns-2 gap-3 sm:columns-3">
            {MASONRY.map((r, i) => (
              <Skeleton key={i} className="mb-3 w-full rounded-2xl" style={{ aspectRatio: String(r) }} />
            ))}
          </div>
        </SkeletonPage>
      );
    case 'detail':
      return (
        <SkeletonPage>
          <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4">
            <SkeletonMediaRow media="size-10 rounded-full" lines={['h-3.5 w-32', 'h-3 w-20']} />
            <SkeletonText lines={2} />
            <Skeleton className="aspect-[4/3] rounded-xl" />
          </div>
          <SkeletonRows count={2} />
        </SkeletonPage>
      );
    case 'search':
      return (
        <SkeletonPage>
          <SkeletonHeading subtitle={false} />
          <Skeleton className="h-11 rounded-xl" />
          <SkeletonChips count={4} />
          <SkeletonRows count={5} />
        </SkeletonPage>
      );
    case 'page':
      return (
        <SkeletonPage>
          <SkeletonHeading />
          <SkeletonText lines={4} />
          <Skeleton className="h-48 rounded-2xl" />
        </SkeletonPage>
      );
  }
}

/** Which shape a path's page has; null for the pages that draw their own loading state. */
export function routeSkeletonKind(pathname: string): RouteSkeletonKind | null {
  if (pathname === '/settings') return 'menu';
  if (pathname === '/settings/financial') return 'wallet';
  if (pathname.startsWith('/settings/') || pathname === '/upload-video' || pathname === '/create') return 'form';
  if (pathname === '/brands' || pathname === '/segments' || pathname === '/store') return 'grid';
  if (pathname === '/explore' || pathname.startsWith('/segment/')) return 'masonry';
  if (pathname === '/search') return 'search';
  if (/^\/(post|brand|video|product)\//.test(pathname)) return 'detail';
  return null;
}

/** The app's frame (top bar, and the side menu on wide screens) around a page's skeleton. */
export function ShellSkeleton({ pathname }: { pathname: string }) {
  return (
    <div className="min-h-dvh">
      <div className="sticky top-0 flex h-16 items-center gap-3 border-b border-border px-3 sm:px-4 lg:px-6">
        <Skeleton className="size-9 rounded-xl" />
        <Skeleton className="hidden h-10 max-w-md flex-1 rounded-xl lg:block" />
        <div className="ml-auto flex gap-2">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="size-9 rounded-full" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl gap-6 lg:px-6">
        <div aria-hidden="true" className="hidden w-60 shrink-0 gap-2 py-4 lg:grid lg:content-start">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-10 rounded-xl" />
          ))}
        </div>
        <div className="min-w-0 flex-1 px-3 pt-4 pb-28 sm:px-4">
          <div className="mx-auto w-full max-w-[640px]">
            <RouteSkeleton kind={routeSkeletonKind(pathname) ?? 'page'} />
          </div>
        </div>
        <div aria-hidden="true" className="hidden w-80 shrink-0 xl:block" />
      </div>
    </div>
  );
}
