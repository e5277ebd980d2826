import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reelPaths } from '@shared/api-paths';
import type { ReelComment } from '@shared/reels';
import type { CommentHiddenReply, HiddenCommentsPage, ReplyControl, ReplyControlReply } from '@shared/replies';
import { ptBR } from '@shared/i18n/pt-BR';
import { api, errorMessage } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';
import { toast, toastFailure } from '@client/ui/use-toast';
import { reelKeys, updateReel } from './use-reels';

const t = ptBR.replies;

/** Its manager changes who may comment on a reel. */
export function useReelReplyControlMutation(reelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyControl: ReplyControl) =>
      api.put<ReplyControlReply>(reelPaths.replyControl(reelId), { replyControl }),
    onSuccess: (reply) => {
      updateReel(queryClient, reelId, (r) => ({ ...r, ...reply }));
      toast({ title: t.changed, variant: 'success', duration: 2000 });
    },
    onError: (error) => toastFailure(errorMessage(error), t.changeFailed),
  });
}

/** The reel's hidden comments, for who manages it. */
export function useHiddenReelCommentsQuery(reelId: string, enabled: boolean) {
  return useCursorList<HiddenCommentsPage<ReelComment>>(
    [...reelKeys.comments(reelId), 'hidden'],
    (cursor) => reelPaths.hiddenComments(reelId, cursor),
    { enabled },
  );
}

/** Hides a comment on the reel, or shows it again; both lists and the count follow. */
export function useHideReelCommentMutation(reelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      hidden
        ? api.put<CommentHiddenReply>(reelPaths.commentHidden(reelId, commentId))
        : api.delete<CommentHiddenReply>(reelPaths.commentHidden(reelId, commentId)),
    onSuccess: ({ hidden }) => {
      updateReel(queryClient, reelId, (r) => ({
        ...r,
        stats: { ...r.stats, comments: Math.max(0, r.stats.comments + (hidden ? -1 : 1)) },
      }));
      void queryClient.invalidateQueries({ queryKey: reelKeys.comments(reelId) });
      toast({ title: hidden ? t.hiddenDone : t.unhiddenDone, variant: 'success', duration: 2500 });
    },
    onError: (error) => toastFailure(errorMessage(error), t.hideFailed),
  });
}
