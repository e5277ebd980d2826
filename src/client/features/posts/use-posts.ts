import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { postPaths } from '@shared/api-paths';
import type {
  BookmarkReply,
  CommentReply,
  CommentsPage,
  LikeReply,
  Post,
  PostReply,
  PostsPage,
  RepostReply,
  ShareReply,
} from '@shared/posts';
import { ptBR } from '@shared/i18n/pt-BR';
import { api, errorMessage } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { likeMark, saveMark } from '@client/lib/optimistic-toggle';
import { useOptimisticToggle } from '@client/lib/use-optimistic-toggle';
import { patchPagedItem } from '@client/lib/paged-cache';
import { useCursorList } from '@client/lib/use-cursor-list';
import { toast, toastFailure } from '@client/ui/use-toast';
import { sessionKeys } from '@client/features/auth/use-session';
import { brandPageKey } from '@client/features/catalog/use-catalog';
import { uploadPost } from './upload-post';

/**
 * Every list of posts (feed, profile tabs, saved) and every single post lives under ['posts'],
 * so a like or a new comment updates the same post wherever it is shown.
 */
export const postKeys = {
  all: ['posts'] as const,
  feed: () => [...postKeys.all, 'feed'] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
  member: (memberId: string) => [...postKeys.all, 'member', memberId] as const,
  saved: () => [...postKeys.all, 'saved'] as const,
  comments: (id: string) => [...postKeys.all, 'comments', id] as const,
};

type PostsPages = InfiniteData<PostsPage, string>;

function isPostsPages(data: unknown): data is PostsPages {
  const pages = (data as PostsPages | undefined)?.pages;
  return Array.isArray(pages) && pages.every((p) => Array.isArray((p as PostsPage).posts));
}

/** Applies `fn` to a post in every cached list and detail; `null` removes it. */
export function updatePostEverywhere(queryClient: QueryClient, id: string, fn: (post: Post) => Post | null) {
  queryClient.setQueriesData({ queryKey: postKeys.all }, (data: unknown) => {
    if (isPostsPages(data)) {
      return patchPagedItem(data, 'posts', id, fn);
    }
    const single = data as { post?: Post } | undefined;
    if (single?.post?.id === id) {
      const next = fn(single.post);
      return next ? { post: next } : undefined;
    }
    return data;
  });
}

function failed(error: unknown) {
  toastFailure(errorMessage(error), ptBR.posts.actionFailed);
}

export function usePostQuery(id: string) {
  return useApiQuery<PostReply>(postKeys.detail(id), postPaths.one(id));
}

/**
 * A toggle shown at once (optimistic) and undone with a toast if the server refuses.
 * The server answers with the real count, which replaces the guess.
 */
function usePostToggle<R extends Record<string, unknown>>(opts: {
  path: 'like' | 'bookmark';
  mark: typeof likeMark | typeof saveMark;
  toastFor: (on: boolean) => string;
  /** Lists that gain or lose the post (SALVOS for a bookmark). */
  refresh?: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  return useOptimisticToggle<{ id: string; on: boolean }, Post>({
    key: ({ id }) => `post-${opts.path}:${id}`,
    send: async ({ id, on }) => opts.mark.answer(await api.mark<R>(postPaths.action(id, opts.path), on)),
    patch: ({ id }, fn) => updatePostEverywhere(queryClient, id, fn),
    read: opts.mark.read,
    write: opts.mark.write,
    cancel: postKeys.all,
    onSuccess: (_answer, { on }) => {
      toast({ title: opts.toastFor(on), variant: 'success', duration: 2000 });
      if (opts.refresh) void queryClient.invalidateQueries({ queryKey: opts.refresh });
    },
    onError: failed,
  });
}

export function useLikeMutation() {
  return usePostToggle<LikeReply>({
    path: 'like',
    mark: likeMark,
    toastFor: (on) => (on ? ptBR.posts.liked : ptBR.posts.unliked),
  });
}

export function useBookmarkMutation() {
  return usePostToggle<BookmarkReply>({
    path: 'bookmark',
    mark: saveMark,
    toastFor: (on) => (on ? ptBR.posts.saved : ptBR.posts.unsaved),
    refresh: postKeys.saved(),
  });
}

/** Records a share (counted once per member); the caller has already shared or copied the link. */
export function useShareMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ShareReply>(postPaths.action(id, 'share')),
    onSuccess: (reply, id) =>
      updatePostEverywhere(queryClient, id, (p) => ({
        ...p,
        sharedByMe: true,
        stats: { ...p.stats, shares: reply.shares },
      })),
  });
}

export function useRepostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => api.post<RepostReply>(postPaths.action(post.id, 'repost')),
    onSuccess: (reply, post) => {
      const rootId = post.originalPostId ?? post.id;
      for (const id of new Set([post.id, rootId])) {
        updatePostEverywhere(queryClient, id, (p) => ({
          ...p,
          repostedByMe: true,
          stats: p.id === rootId ? { ...p.stats, reposts: reply.reposts } : p.stats,
        }));
      }
      toast({ title: ptBR.posts.reposted, description: ptBR.posts.repostedDescription, variant: 'success' });
      // The repost is the member's newest post: it leads their feed and profile.
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: postKeys.member(reply.post.author.id) });
    },
    onError: failed,
  });
}

/** Deletes a post the member may manage: their own, or their brand's (its page shows it too). */
export function useDeletePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<Post, 'id' | 'author'>) => api.delete<void>(postPaths.one(post.id)),
    onSuccess: (_r, post) => {
      updatePostEverywhere(queryClient, post.id, () => null);
      toast({ title: ptBR.posts.deleted, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      if (post.author.kind === 'brand') void queryClient.invalidateQueries({ queryKey: brandPageKey(post.author.id) });
    },
    onError: failed,
  });
}

export function useCommentsQuery(postId: string, enabled = true) {
  return useCursorList<CommentsPage>(postKeys.comments(postId), (cursor) => postPaths.commentsPage(postId, cursor), {
    enabled,
  });
}

export function useCommentMutation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<CommentReply>(postPaths.comments(postId), { text }),
    onSuccess: (reply) => {
      updatePostEverywhere(queryClient, postId, (p) => ({ ...p, stats: { ...p.stats, comments: reply.comments } }));
      void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
    },
    onError: failed,
  });
}

/** Publishes a new post; it leads the member's feed and profile at once. */
export function useCreatePostMutation(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof uploadPost>[0]) => uploadPost(input, onProgress),
    onSuccess: (post) => {
      queryClient.setQueryData<PostsPages>(postKeys.feed(), (data) =>
        data && data.pages[0]
          ? { ...data, pages: [{ ...data.pages[0], posts: [post, ...data.pages[0].posts] }, ...data.pages.slice(1)] }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: postKeys.member(post.author.id) });
      // The member's post count changed.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    },
  });
}
