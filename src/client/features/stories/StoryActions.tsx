import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, Heart, MoreHorizontal, Repeat2, Share2, ShoppingBag, Sparkles, Trash2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Story } from '@shared/stories';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { productTagPickerText } from '@shared/i18n/pt-BR/product-tag-picker';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { appUrl, shareLink } from '@client/lib/share';
import { DeleteDialog } from '@client/ui/confirm-dialog';
import { Dialog } from '@client/ui/dialog';
import { SafetyMenu } from '@client/features/safety/SafetyMenu';
import { LazyEditProductTagsDialog } from '@client/features/shoppable/ProductTagPickerLazy';
import { NameKept } from './HighlightDialogs';
import { Action, OverViewer, SaidBubble, useSaid } from './story-action-parts';
import { patchStripStory, useDeleteStoryMutation, useStoryActionMutation, useStoryToggleMutation } from './use-stories';

const p = ptBR.posts;
const t = ptBR.stories;

interface StoryActionsProps {
  story: Story;
  /** The story as it should show now (optimistic, then the server's numbers). */
  onChange: (story: Story) => void;
  /** The viewer pauses while the share sheet or a request is open. */
  onBusy: (busy: boolean) => void;
  /** The story was deleted: the viewer closes. */
  onRemoved: () => void;
}

/**
 * Like, share, repost and bookmark, as on posts; the author may also keep the story as a highlight,
 * and whoever may manage it (its author, or its brand's editors and owners) may delete it.
 */
export function StoryActions({ story, onChange, onBusy, onRemoved }: StoryActionsProps) {
  const queryClient = useQueryClient();
  const mutation = useStoryActionMutation();
  const remove = useDeleteStoryMutation();
  const [namingOpen, setNamingOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [taggingOpen, setTaggingOpen] = useState(false);
  // The viewer holds the story while its highlight is being named, or its deletion confirmed.
  const naming = (open: boolean) => {
    setNamingOpen(open);
    onBusy(open);
  };
  const confirmRemove = (open: boolean) => {
    setRemoving(open);
    onBusy(open);
  };
  const tagging = (open: boolean) => {
    setTaggingOpen(open);
    onBusy(open);
  };
  const { stats } = story;
  const [said, say] = useSaid();

  // The story as last shown, so answers that arrive after a re-render build on the newest state.
  const latest = useRef(story);
  useLayoutEffect(() => {
    latest.current = story;
  }, [story]);
  const apply = (next: Story) => {
    latest.current = next;
    onChange(next);
    patchStripStory(queryClient, next.id, () => next);
  };
  const patch = (fn: (s: Story) => Story) => apply(fn(latest.current));
  const failed = (error: unknown) => say(errorMessage(error), true);
  const likeToggle = useStoryToggleMutation('like', patch, {
    onSuccess: (on) => say(on ? p.liked : p.unliked),
    onError: failed,
  });
  const bookmarkToggle = useStoryToggleMutation('bookmark', patch, {
    onSuccess: (on) => say(on ? p.saved : p.unsaved),
    onError: failed,
  });

  /** Share and repost: sent once each, shown at once, rolled back if refused. */
  const run = (action: 'share' | 'repost', optimistic: Story, settle: (reply: Record<string, unknown>) => Story) => {
    const before = story;
    apply(optimistic);
    mutation.mutate(
      { story, action },
      {
        onSuccess: (reply) => {
          apply(settle(reply as Record<string, unknown>));
          if (action === 'repost') say(p.reposted);
        },
        onError: (error) => {
          apply(before);
          failed(error);
        },
      },
    );
  };

  const like = () => likeToggle.mutate({ story, on: !story.likedByMe });
  const bookmark = () => bookmarkToggle.mutate({ story, on: !story.bookmarkedByMe });
  const share = async () => {
    onBusy(true);
    const shared = await shareLink(
      // A story's link: the feed opens its viewer.
      {
        url: appUrl(`/?historia=${encodeURIComponent(story.id)}`),
        title: t.shareTitle,
        text: story.title ?? story.author.name,
      },
      (m) => say(m.description ? `${m.title} ${m.description}` : m.title, m.error),
    );
    onBusy(false);
    if (shared)
      run('share', { ...story, sharedByMe: true }, (r) => ({
        ...story,
        sharedByMe: true,
        stats: { ...stats, shares: Number(r.shares) },
      }));
  };
  const repost = () =>
    run('repost', { ...story, repostedByMe: true, stats: { ...stats, reposts: stats.reposts + 1 } }, (r) => ({
      ...story,
      repostedByMe: true,
      stats: { ...stats, reposts: Number(r.reposts) },
    }));

  return (
    <div className="relative flex items-center gap-0.5">
      <SaidBubble said={said} />
      <Action
        icon={<Heart aria-hidden="true" className={cn(story.likedByMe && 'fill-current')} />}
        count={stats.likes}
        label={`${story.likedByMe ? p.unlike : p.like} (${t.likesCount(formatThousands(stats.likes, 1))})`}
        aria-pressed={story.likedByMe}
        active={story.likedByMe}
        onClick={like}
      />
      <Action
        icon={<Share2 aria-hidden="true" />}
        count={stats.shares}
        label={`${p.share} (${t.sharesCount(formatThousands(stats.shares, 1))})`}
        onClick={() => void share()}
      />
      <Action
        icon={<Repeat2 aria-hidden="true" />}
        count={stats.reposts}
        label={`${p.repost} (${t.repostsCount(formatThousands(stats.reposts, 1))})`}
        aria-pressed={story.repostedByMe}
        active={story.repostedByMe}
        disabled={story.isMine || story.repostedByMe || !story.reshareable}
        onClick={repost}
      />
      {story.isMine && !story.isRepost ? (
        <Action
          icon={<Sparkles aria-hidden="true" />}
          label={t.keepAsHighlight}
          aria-haspopup="dialog"
          onClick={() => naming(true)}
        />
      ) : null}
      <Action
        className="ml-auto"
        icon={<Bookmark aria-hidden="true" className={cn(story.bookmarkedByMe && 'fill-current')} />}
        label={story.bookmarkedByMe ? p.unbookmark : p.bookmark}
        aria-pressed={story.bookmarkedByMe}
        active={story.bookmarkedByMe}
        onClick={bookmark}
      />
      {story.isMine || story.canManage ? null : (
        // The menu and its dialogs keep their keys and taps: the viewer would take them to change story.
        <OverViewer>
          <SafetyMenu
            target={{
              report: { kind: 'story', id: story.id },
              author: { kind: story.author.kind, id: story.author.id, name: story.author.name },
            }}
            overViewer
            onBusy={onBusy}
            onGone={onRemoved}
            trigger={
              <Action
                icon={<MoreHorizontal aria-hidden="true" />}
                label={ptBR.safetyScreens.menuOf(story.author.name)}
              />
            }
          />
        </OverViewer>
      )}
      {story.canManage && !story.isRepost ? (
        <Action
          icon={<ShoppingBag aria-hidden="true" />}
          label={productTagPickerText.edit}
          aria-haspopup="dialog"
          onClick={() => tagging(true)}
        />
      ) : null}
      {story.canManage ? (
        <Action
          icon={<Trash2 aria-hidden="true" />}
          label={t.delete}
          aria-haspopup="dialog"
          onClick={() => confirmRemove(true)}
        />
      ) : null}
      {removing ? (
        <OverViewer>
          <DeleteDialog
            open
            onOpenChange={confirmRemove}
            action={t.delete}
            question={t.deleteConfirm}
            pending={remove.isPending}
            overViewer
            onConfirm={() =>
              remove.mutate(story.id, {
                onSuccess: () => {
                  confirmRemove(false);
                  onRemoved();
                },
                onError: (error) => {
                  confirmRemove(false);
                  failed(error);
                },
              })
            }
          />
        </OverViewer>
      ) : null}
      {taggingOpen ? (
        <OverViewer>
          <LazyEditProductTagsDialog
            kind="story"
            id={story.id}
            tags={story.productTags ?? []}
            asBrandId={story.author.kind === 'brand' ? story.author.id : ''}
            overViewer
            onOpenChange={tagging}
            onSaved={(productTags) => {
              patch((s) => ({ ...s, productTags }));
              say(productTagPickerText.saved);
            }}
          />
        </OverViewer>
      ) : null}
      {namingOpen ? (
        <OverViewer>
          <Dialog open onOpenChange={naming} title={t.keepAsHighlight} overViewer>
            <NameKept
              story={story}
              backLabel={t.cancel}
              quiet
              onBack={() => naming(false)}
              onDone={() => {
                naming(false);
                say(t.keptAsHighlight);
              }}
            />
          </Dialog>
        </OverViewer>
      ) : null}
    </div>
  );
}
