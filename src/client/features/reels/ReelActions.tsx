import { useQueryClient } from '@tanstack/react-query';
import {
  Heart,
  MessageCircle,
  MessageCircleMore,
  MoreHorizontal,
  Send,
  ShoppingBag,
  Trash2,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { productTagPickerText } from '@shared/i18n/pt-BR/product-tag-picker';
import type { Reel } from '@shared/reels';
import { cn } from '@client/lib/cn';
import { appUrl, shareLink } from '@client/lib/share';
import { useDeleteDialog } from '@client/ui/confirm-dialog';
import { ReplyControlDialog } from '@client/ui/reply-control';
import { useReelReplyControlMutation } from './use-reel-replies';
import { SafetyMenu } from '@client/features/safety/SafetyMenu';
import { LazyEditProductTagsDialog } from '@client/features/shoppable/ProductTagPickerLazy';
import { brandPageKey } from '@client/features/catalog/use-catalog';
import {
  setReelsSound,
  updateReel,
  useDeleteReelMutation,
  useLikeReelMutation,
  useShareReelMutation,
} from './use-reels';

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
      {reel.canManage && reel.status === 'ready' ? <ReelReplyControl reel={reel} /> : null}
      {reel.canManage && reel.status === 'ready' ? <ReelProductTags reel={reel} /> : null}
      {reel.canManage ? null : (
        <SafetyMenu
          target={{
            report: { kind: 'reel', id: reel.id },
            author: { kind: reel.author.kind, id: reel.author.id, name: reel.author.name },
          }}
          trigger={
            <button
              type="button"
              aria-label={ptBR.safetyScreens.menuOf(reel.author.name)}
              className="grid justify-items-center text-white drop-shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <span className="grid size-11 place-items-center rounded-full bg-black/35 backdrop-blur-sm transition-colors hover:bg-black/55">
                <MoreHorizontal aria-hidden="true" className="size-6" />
              </span>
            </button>
          }
        />
      )}
      {reel.canManage && reel.status !== 'processing' ? (
        <ActionButton label={t.delete} onClick={deletion.ask}>
          <Trash2 aria-hidden="true" className="size-5" />
        </ActionButton>
      ) : null}
      {deletion.dialog}
    </div>
  );
}

/** 'Quem pode comentar' on a reel its viewer manages, changed after publishing. */
function ReelReplyControl({ reel }: { reel: Reel }) {
  const [open, setOpen] = useState(false);
  const change = useReelReplyControlMutation(reel.id);
  return (
    <>
      <ActionButton label={ptBR.replies.change} onClick={() => setOpen(true)}>
        <MessageCircleMore aria-hidden="true" className="size-5" />
      </ActionButton>
      <ReplyControlDialog
        open={open}
        onOpenChange={setOpen}
        value={reel.replyControl}
        author={reel.author.kind}
        pending={change.isPending}
        onSave={(control) => change.mutate(control, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

/** 'Editar produtos marcados' on a reel its viewer manages: the picker, prefilled; the list takes the saved tags. */
function ReelProductTags({ reel }: { reel: Reel }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <ActionButton label={productTagPickerText.edit} onClick={() => setOpen(true)}>
        <ShoppingBag aria-hidden="true" className="size-5" />
      </ActionButton>
      {open ? (
        <LazyEditProductTagsDialog
          kind="reel"
          id={reel.id}
          tags={reel.productTags ?? []}
          asBrandId={reel.author.kind === 'brand' ? reel.author.id : ''}
          onOpenChange={setOpen}
          onSaved={(productTags) => {
            updateReel(queryClient, reel.id, (r) => ({ ...r, productTags }));
            if (reel.author.kind === 'brand')
              void queryClient.invalidateQueries({ queryKey: brandPageKey(reel.author.id) });
          }}
        />
      ) : null}
    </>
  );
}
