import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Comment, Post, PostsPage } from '@shared/posts';
import { ptBR } from '@shared/i18n/pt-BR';
import { api, errorMessage } from '@client/lib/api';
import { toast } from '@client/ui/use-toast';
import { sessionKeys } from '@client/features/auth/use-session';
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
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: page.posts.flatMap((p) => {
            if (p.id !== id) return [p];
            const next = fn(p);
            return next ? [next] : [];
          }),
        })),
      };
    }
    const single = data as { post?: Post } | undefined;
    if (single?.post?.id === id) {
      const next = fn(single.post);
      return next ? { post: next } : undefined;
    }
    return data;
  });
}

/** The post as every list shows it now, for rolling an optimistic change back. */
function snapshot(queryClient: QueryClient) {
  return queryClient.getQueriesData({ queryKey: postKeys.all });
}

function restore(queryClient: QueryClient, saved: ReturnType<typeof snapshot>) {
  for (const [key, data] of saved) queryClient.setQueryData(key, data);
}

function failed(error: unknown) {
  toast({
    title: ptBR.common.error,
    description: errorMessage(error) || ptBR.posts.actionFailed,
    variant: 'destructive',
  });
}

export function usePostQuery(id: string) {
  return useQuery({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ post: Post }>(`/api/posts/${encodeURIComponent(id)}`, signal),
  });
}

/** Toggles in flight per post, so an earlier reply never overrides a later click's optimistic state. */
const inflight = new Map<string, number>();

/**
 * A toggle shown at once (optimistic) and undone with a toast if the server refuses.
 * The server answers with the real count, which replaces the guess.
 */
function useToggle<R>(opts: {
  path: 'like' | 'bookmark';
  apply: (post: Post, on: boolean) => Post;
  settle: (post: Post, reply: R) => Post;
  toastFor: (on: boolean) => string;
  /** Lists that gain or lose the post (SALVOS for a bookmark). */
  refresh?: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      on ? api.put<R>(`/api/posts/${id}/${opts.path}`) : api.delete<R>(`/api/posts/${id}/${opts.path}`),
    onMutate: async ({ id, on }) => {
      const key = `${opts.path}:${id}`;
      inflight.set(key, (inflight.get(key) ?? 0) + 1);
      await queryClient.cancelQueries({ queryKey: postKeys.all });
      const saved = snapshot(queryClient);
      updatePostEverywhere(queryClient, id, (p) => opts.apply(p, on));
      return { saved, key };
    },
    onError: (error, _vars, context) => {
      if (context && inflight.get(context.key) === 1) restore(queryClient, context.saved);
      failed(error);
    },
    onSuccess: (reply, { id, on }, context) => {
      if (inflight.get(context.key) === 1) updatePostEverywhere(queryClient, id, (p) => opts.settle(p, reply));
      toast({ title: opts.toastFor(on), variant: 'success', duration: 2000 });
      if (opts.refresh) void queryClient.invalidateQueries({ queryKey: opts.refresh });
    },
    onSettled: (_r, _e, _v, context) => {
      if (!context) return;
      const left = (inflight.get(context.key) ?? 1) - 1;
      if (left > 0) inflight.set(context.key, left);
      else inflight.delete(context.key);
    },
  });
}

const bump = (n: number, on: boolean) => Math.max(0, n + (on ? 1 : -1));

export function useLikeMutation() {
  return useToggle<{ liked: boolean; likes: number }>({
    path: 'like',
    apply: (p, on) =>
      p.likedByMe === on ? p : { ...p, likedByMe: on, stats: { ...p.stats, likes: bump(p.stats.likes, on) } },
    settle: (p, r) => ({ ...p, likedByMe: r.liked, stats: { ...p.stats, likes: r.likes } }),
    toastFor: (on) => (on ? ptBR.posts.liked : ptBR.posts.unliked),
  });
}

export function useBookmarkMutation() {
  return useToggle<{ bookmarked: boolean; bookmarks: number }>({
    path: 'bookmark',
    apply: (p, on) =>
      p.bookmarkedByMe === on
        ? p
        : { ...p, bookmarkedByMe: on, stats: { ...p.stats, bookmarks: bump(p.stats.bookmarks, on) } },
    settle: (p, r) => ({ ...p, bookmarkedByMe: r.bookmarked, stats: { ...p.stats, bookmarks: r.bookmarks } }),
    toastFor: (on) => (on ? ptBR.posts.saved : ptBR.posts.unsaved),
    refresh: postKeys.saved(),
  });
}

/** Records a share (counted once per member); the caller has already shared or copied the link. */
export function useShareMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ shares: number; firstShare: boolean }>(`/api/posts/${id}/share`),
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
    mutationFn: (post: Post) => api.post<{ post: Post; reposts: number }>(`/api/posts/${post.id}/repost`),
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

export function useDeletePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/posts/${id}`),
    onSuccess: (_r, id) => {
      updatePostEverywhere(queryClient, id, () => null);
      toast({ title: ptBR.posts.deleted, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
    onError: failed,
  });
}

export interface CommentsPage {
  comments: Comment[];
  nextCursor: string | null;
}

export function useCommentsQuery(postId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: postKeys.comments(postId),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentsPage>(
        `/api/posts/${encodeURIComponent(postId)}/comments?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useCommentMutation(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<{ comment: Comment; comments: number }>(`/api/posts/${postId}/comments`, { text }),
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
