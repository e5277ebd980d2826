import { Heart, MessageCircle, Send, Trash2, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Reel } from '@shared/reels';
import { cn } from '@client/lib/cn';
import { appUrl, shareLink } from '@client/lib/share';
import { useDeleteDialog } from '@client/ui/confirm-dialog';
import { setReelsSound, useDeleteReelMutation, useLikeReelMutation, useShareReelMutation } from './use-reels';

const t = ptBR.reels;

function ActionButton({
  label,
  pressed,
  onClick,
  children,
  count,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  count?: number;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="grid justify-items-center gap-1 text-xs font-semibold text-white drop-shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <span className="grid size-11 place-items-center rounded-full bg-black/35 backdrop-blur-sm transition-colors hover:bg-black/55">
        {children}
      </span>
      <span className="sr-only">{label}</span>
      {count === undefined ? null : (
        <span aria-hidden="true" className="tabular-nums">
          {formatCount(count)}
        </span>
      )}
    </button>
  );
}

/** The column of actions over a reel: like, comments, share, sound, and delete for who manages it. */
export function ReelActions({
  reel,
  muted,
  onComments,
}: {
  reel: Reel;
  muted: boolean;
  onComments: (reel: Reel) => void;
}) {
  const like = useLikeReelMutation();
  const share = useShareReelMutation();
  const remove = useDeleteReelMutation();
  const deletion = useDeleteDialog(t, remove.isPending, (close) => remove.mutate(reel, { onSuccess: close }));
  const onShare = async () => {
    if (
      await shareLink({
        url: appUrl(`/reels?reel=${encodeURIComponent(reel.id)}`),
        title: ptBR.reels.shareTitle,
        text: reel.description.slice(0, 140),
      })
    )
      share.mutate(reel.id);
  };

  // Above the assistant's button, which floats over the bottom corner on phones.
  return (
    <div className="absolute right-3 bottom-[calc(9.5rem+env(safe-area-inset-bottom))] grid gap-3 lg:bottom-4">
      {reel.status === 'ready' ? (
        <>
          <ActionButton
            label={reel.likedByMe ? t.unlike : t.like}
            pressed={reel.likedByMe}
            count={reel.stats.likes}
            onClick={() => like.mutate({ id: reel.id, on: !reel.likedByMe })}
          >
            <Heart aria-hidden="true" className={cn('size-6', reel.likedByMe && 'fill-rose-500 text-rose-500')} />
          </ActionButton>
          <ActionButton
            label={t.openComments(reel.stats.comments)}
            count={reel.stats.comments}
            onClick={() => onComments(reel)}
          >
            <MessageCircle aria-hidden="true" className="size-6" />
          </ActionButton>
          <ActionButton label={t.share} count={reel.stats.shares} onClick={() => void onShare()}>
            <Send aria-hidden="true" className="size-6" />
          </ActionButton>
          <ActionButton label={muted ? t.unmute : t.mute} pressed={!muted} onClick={() => setReelsSound(muted)}>
            {muted ? (
              <VolumeX aria-hidden="true" className="size-6" />
            ) : (
              <Volume2 aria-hidden="true" className="size-6" />
            )}
          </ActionButton>
        </>
      ) : null}
      {reel.canManage && reel.status !== 'processing' ? (
        <ActionButton label={t.delete} onClick={deletion.ask}>
          <Trash2 aria-hidden="true" className="size-5" />
        </ActionButton>
      ) : null}
      {deletion.dialog}
    </div>
  );
}
