import { Grid3x3, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { InfinitePosts, type PostsQuery } from '@client/features/posts/InfinitePosts';
import { cn } from '@client/lib/cn';
import { PostGrid } from './PostGrid';
import { useProfileView, type ProfileView } from './use-profile-view';

const t = ptBR.profile;

function ViewButton({
  value,
  current,
  onChoose,
  label,
  children,
}: {
  value: ProfileView;
  current: ProfileView;
  onChoose: (v: ProfileView) => void;
  label: string;
  children: ReactNode;
}) {
  const on = value === current;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={() => onChoose(value)}
      className={cn(
        'grid size-9 place-items-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-ring',
        on ? 'bg-surface-muted text-fg' : 'text-fg-muted hover:text-fg',
      )}
    >
      {children}
    </button>
  );
}

/** A profile's POSTS: the grid of squares every photo network shows, or the full cards, as chosen last. */
export function ProfilePosts({ query, empty }: { query: PostsQuery; empty: ReactNode }) {
  const [view, setView] = useProfileView();
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t.view.label} className="flex justify-end gap-1">
        <ViewButton value="grid" current={view} onChoose={setView} label={t.view.grid}>
          <Grid3x3 aria-hidden="true" className="size-5" />
        </ViewButton>
        <ViewButton value="list" current={view} onChoose={setView} label={t.view.list}>
          <List aria-hidden="true" className="size-5" />
        </ViewButton>
      </div>
      {view === 'grid' ? (
        <PostGrid query={query} empty={empty} />
      ) : (
        <InfinitePosts query={query} label={t.tabs.posts} empty={empty} />
      )}
    </div>
  );
}
