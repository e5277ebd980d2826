import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postPaths } from '@shared/api-paths';
import type { Comment, Post } from '@shared/posts';
import type { CommentHiddenReply, HiddenCommentsPage, ReplyControl, ReplyControlReply } from '@shared/replies';
import { ptBR } from '@shared/i18n/pt-BR';
import { api, errorMessage } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';
import { toast, toastFailure } from '@client/ui/use-toast';
import { postKeys, updatePostEverywhere } from './use-posts';

const t = ptBR.replies;

/** A post's hidden comments live beside its comments, so hiding one refreshes both. */
export const hiddenCommentKeys = {
  of: (postId: string) => [...postKeys.comments(postId), 'hidden'] as const,
};

/** Its manager changes who may comment on a post; every copy of the post in the cache follows. */
export function useReplyControlMutation(post: Pick<Post, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyControl: ReplyControl) =>
      api.put<ReplyControlReply>(postPaths.replyControl(post.id), { replyControl }),
    onSuccess: (reply) => {
      updatePostEverywhere(queryClient, post.id, (p) => ({ ...p, ...reply }));
      toast({ title: t.changed, variant: 'success', duration: 2000 });
    },
    onError: (error) => toastFailure(errorMessage(error), t.changeFailed),
  });
}

/** The post's hidden comments, for who manages it ('Comentários ocultos (N)'). */
export function useHiddenCommentsQuery(postId: string, enabled: boolean) {
  return useCursorList<HiddenCommentsPage<Comment>>(
    hiddenCommentKeys.of(postId),
    (cursor) => postPaths.hiddenComments(postId, cursor),
    { enabled },
  );
}

/** Hides a comment on the post, or shows it again ('Reexibir'); the lists and the count follow. */
export function useHideCommentMutation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      hidden
        ? api.put<CommentHiddenReply>(postPaths.commentHidden(postId, commentId))
        : api.delete<CommentHiddenReply>(postPaths.commentHidden(postId, commentId)),
    onSuccess: ({ hidden }) => {
      updatePostEverywhere(queryClient, postId, (p) => ({
        ...p,
        stats: { ...p.stats, comments: Math.max(0, p.stats.comments + (hidden ? -1 : 1)) },
      }));
      // The comments and the hidden ones share the key's start: both lists load again.
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
      toast({ title: hidden ? t.hiddenDone : t.unhiddenDone, variant: 'success', duration: 2500 });
    },
    onError: (error) => toastFailure(errorMessage(error), t.hideFailed),
  });
}
