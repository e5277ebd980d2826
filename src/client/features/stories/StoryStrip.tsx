import { useQueryClient } from '@tanstack/react-query';
import { Plus, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Story, StoryGroup } from '@shared/stories';
import { ptBR } from '@shared/i18n/pt-BR';
import { useMember } from '@client/features/auth/use-session';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { AddStoryDialog } from './AddStoryDialog';
import { StoryViewer } from './StoryViewer';
import { storyKeys, useStoryQuery, useStoryStripQuery } from './use-stories';
import { Avatar as AvatarPicture } from '@client/ui/thumb';

const t = ptBR.stories;
const tileClass =
  'relative flex h-44 w-28 shrink-0 snap-start flex-col overflow-hidden rounded-2xl text-left shadow-sm sm:h-48 sm:w-30';

/** One viewer group made of a single story (a shared link or an explore tile). */
export function singleGroup(story: Story): StoryGroup {
  return { author: story.author, isMine: story.isMine, hasNew: !story.seen, isPubli: story.isPubli, stories: [story] };
}

function Avatar({ group }: { group: StoryGroup }) {
  return (
    <span
      className={cn(
        'absolute top-2 left-2 grid size-10 place-items-center rounded-full p-0.5',
        group.hasNew ? 'bg-brand-gradient' : 'bg-white/60',
      )}
    >
      <AvatarPicture src={group.author.avatarUrl} size={36} className="border-2 border-black/20" />
    </span>
  );
}

function StoryTile({ group, onOpen }: { group: StoryGroup; onOpen: () => void }) {
  const cover = group.stories.find((s) => !s.seen) ?? group.stories[group.stories.length - 1]!;
  const name = group.isMine ? t.yourStory : group.author.name;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-author={group.author.name}
        className={cn(
          tileClass,
          'bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          !group.hasNew && 'opacity-80',
        )}
      >
        <img
          src={cover.media.src}
          srcSet={cover.media.srcSet || undefined}
          sizes="120px"
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
          style={{ backgroundImage: `url("${cover.media.placeholder}")`, backgroundSize: 'cover' }}
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-b from-black/30 via-transparent to-black/70"
        />
        <Avatar group={group} />
        {/* The name is said from the content, so what is read is what is shown. */}
        <span className="absolute inset-x-2 bottom-2 line-clamp-2 text-xs leading-tight font-semibold text-white drop-shadow">
          <span className="sr-only">{t.openPrefix} </span>
          {name}
          {group.hasNew ? <span className="sr-only">{t.newSuffix}</span> : null}
        </span>
        {group.isPubli ? (
          <span className="absolute top-2.5 right-2 rounded-md bg-black/55 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-white uppercase">
            {t.publi}
          </span>
        ) : null}
      </button>
    </li>
  );
}

function AddTile({ onAdd }: { onAdd: () => void }) {
  const member = useMember();
  return (
    <li>
      <button
        type="button"
        onClick={onAdd}
        className={cn(
          tileClass,
          'border border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <span className="grid h-2/3 w-full place-items-center bg-surface-muted">
          {member ? (
            <img src={member.avatarUrl} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />
          ) : null}
        </span>
        <span className="absolute top-[66%] left-1/2 grid size-9 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-4 border-surface-strong bg-brand-gradient text-white">
          <Plus aria-hidden="true" className="size-4" />
        </span>
        <span className="mt-auto px-2 pb-2.5 text-center text-xs font-semibold">{t.add}</span>
      </button>
    </li>
  );
}

/** Opens the viewer for a story link (`/?historia=<id>`), then clears it from the address. */
function useLinkedStory(onOpen: (group: StoryGroup) => void) {
  const [params, setParams] = useSearchParams();
  const linked = params.get('historia');
  const query = useStoryQuery(linked);
  useEffect(() => {
    if (!linked) return;
    if (query.data) onOpen(singleGroup(query.data));
    else if (query.isError) toast({ title: t.gone, description: errorMessage(query.error), variant: 'destructive' });
    else return;
    setParams(
      (p) => {
        p.delete('historia');
        return p;
      },
      { replace: true },
    );
  }, [linked, query.data, query.isError, query.error, onOpen, setParams]);
}

/**
 * The feed's story strip: 'Adicionar', then the member's own stories, followed members and
 * brands, and the other brands; an unseen author has the coloured ring, a sponsored one 'Publi'.
 */
export function StoryStrip() {
  const query = useStoryStripQuery();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<{ groups: StoryGroup[]; start: number } | null>(null);
  const groups = useMemo(() => query.data ?? [], [query.data]);
  const openLinked = useMemo(() => (group: StoryGroup) => setViewing({ groups: [group], start: 0 }), []);
  useLinkedStory(openLinked);

  return (
    <section aria-label={t.strip} className="-mx-3 min-w-0 sm:mx-0">
      <ul className="flex snap-x gap-2.5 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:px-0">
        <AddTile onAdd={() => setAdding(true)} />
        {query.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton className="h-44 w-28 rounded-2xl sm:h-48 sm:w-30" />
              </li>
            ))
          : groups.map((g, i) => (
              <StoryTile
                key={`${g.author.kind}:${g.author.id}`}
                group={g}
                onOpen={() => setViewing({ groups, start: i })}
              />
            ))}
        {query.isError ? (
          <li className="grid w-40 shrink-0 content-center gap-2 text-xs text-fg-muted" role="alert">
            {t.loadError}
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="inline-flex items-center gap-1 font-semibold text-accent-fg"
            >
              <RefreshCw aria-hidden="true" className="size-3.5" />
              {ptBR.errors.tryAgain}
            </button>
          </li>
        ) : null}
      </ul>
      <AddStoryDialog open={adding} onOpenChange={setAdding} />
      {viewing ? (
        <StoryViewer
          groups={viewing.groups}
          startGroup={viewing.start}
          onClose={() => {
            setViewing(null);
            // Seen authors move behind unseen ones once the viewer is closed, not while it plays.
            void queryClient.invalidateQueries({ queryKey: storyKeys.strip() });
          }}
        />
      ) : null}
    </section>
  );
}
