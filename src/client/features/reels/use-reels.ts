import { useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ReplyControl } from '@shared/reply-rules';
import { reelPaths } from '@shared/api-paths';
import type { LikeReply, ShareReply } from '@shared/posts';
import type { Reel, ReelCommentReply, ReelCommentsPage, ReelReply, ReelsPage } from '@shared/reels';
import { ptBR } from '@shared/i18n/pt-BR';
import { api, errorMessage } from '@client/lib/api';
import { likeMark } from '@client/lib/optimistic-toggle';
import { useOptimisticToggle } from '@client/lib/use-optimistic-toggle';
import { patchPagedItem } from '@client/lib/paged-cache';
import { useCursorList } from '@client/lib/use-cursor-list';
import { toast, toastFailure } from '@client/ui/use-toast';
import { brandPageKey } from '@client/features/catalog/use-catalog';
import { uploadForm } from '@client/features/videos/upload-form';

export const reelKeys = {
  all: ['reels'] as const,
  list: () => [...reelKeys.all, 'list'] as const,
  detail: (id: string) => [...reelKeys.all, 'detail', id] as const,
  comments: (id: string) => [...reelKeys.all, 'comments', id] as const,
};

/** Reels per page: enough to scroll on while the next page loads. */
export const REELS_PAGE = 5;
const POLL_MS = 3000;

type ReelPages = InfiniteData<ReelsPage, string>;

export function useReelsQuery() {
  return useCursorList<ReelsPage>(reelKeys.list(), (cursor) => reelPaths.list(cursor, REELS_PAGE));
}

/** Applies `fn` to a reel wherever the list holds it; `null` removes it. */
export function updateReel(queryClient: QueryClient, id: string, fn: (reel: Reel) => Reel | null) {
  queryClient.setQueryData<ReelPages>(reelKeys.list(), (data) => (data ? patchPagedItem(data, 'reels', id, fn) : data));
}

/** Puts a reel just published at the head of the list, where its author lands. */
export function prependReel(queryClient: QueryClient, reel: Reel) {
  queryClient.setQueryData<ReelPages>(reelKeys.list(), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    const others = first!.reels.filter((r) => r.id !== reel.id);
    return { ...data, pages: [{ ...first!, reels: [reel, ...others] }, ...rest] };
  });
}

/** A reel of the member's still processing: asked about until it settles, then the list shows the result. */
export function useReelProgress(reel: Reel) {
  const queryClient = useQueryClient();
  return useQuery<ReelReply>({
    queryKey: reelKeys.detail(reel.id),
    enabled: reel.status === 'processing',
    refetchInterval: (query) => (query.state.data?.reel.status === 'processing' ? POLL_MS : false),
    queryFn: async ({ signal }) => {
      const reply = await api.get<ReelReply>(reelPaths.one(reel.id), signal);
      if (reply.reel.status !== 'processing') updateReel(queryClient, reel.id, () => reply.reel);
      return reply;
    },
  });
}

function failed(error: unknown) {
  toastFailure(errorMessage(error), ptBR.reels.actionFailed);
}

/** A like shown at once and rolled back with a toast if the server refuses; its answer sets the count. */
export function useLikeReelMutation() {
  const queryClient = useQueryClient();
  return useOptimisticToggle<{ id: string; on: boolean }, Reel>({
    key: ({ id }) => `reel-like:${id}`,
    send: async ({ id, on }) => likeMark.answer(await api.mark<LikeReply>(reelPaths.action(id, 'like'), on)),
    patch: ({ id }, fn) => updateReel(queryClient, id, fn),
    read: likeMark.read,
    write: likeMark.write,
    cancel: reelKeys.list(),
    onSuccess: (answer) =>
      toast({ title: answer.on ? ptBR.reels.liked : ptBR.reels.unliked, variant: 'success', duration: 2000 }),
    onError: failed,
  });
}

/** Records a share (once per member); the caller has already shared or copied the link. */
export function useShareReelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ShareReply>(reelPaths.action(id, 'share')),
    onSuccess: (reply, id) =>
      updateReel(queryClient, id, (r) => ({ ...r, sharedByMe: true, stats: { ...r.stats, shares: reply.shares } })),
  });
}

export function useReelCommentsQuery(reelId: string, enabled: boolean) {
  return useCursorList<ReelCommentsPage>(
    reelKeys.comments(reelId),
    (cursor) => reelPaths.commentsPage(reelId, cursor),
    { enabled },
  );
}

export function useAddReelCommentMutation(reelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<ReelCommentReply>(reelPaths.comments(reelId), { text }),
    onSuccess: (reply) => {
      queryClient.setQueryData<InfiniteData<ReelCommentsPage, string>>(reelKeys.comments(reelId), (data) => {
        if (!data) return data;
        const pages = [...data.pages];
        const last = pages[pages.length - 1]!;
        // Comments read oldest first: a new one ends the loaded list (unless more pages wait).
        if (!last.nextCursor) pages[pages.length - 1] = { ...last, comments: [...last.comments, reply.comment] };
        return { ...data, pages };
      });
      updateReel(queryClient, reelId, (r) => ({ ...r, stats: { ...r.stats, comments: reply.comments } }));
    },
    onError: failed,
  });
}

export function useCreateReelMutation(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      file: File;
      description: string;
      asBrandId?: string;
      replyControl?: ReplyControl;
      /** The `productTags` field's JSON text; empty when nothing is tagged. */
      productTags?: string;
    }) => {
      const form = new FormData();
      form.append('description', input.description);
      if (input.asBrandId) form.append('asBrandId', input.asBrandId);
      if (input.replyControl) form.append('replyControl', input.replyControl);
      if (input.productTags) form.append('productTags', input.productTags);
      form.append('file', input.file);
      return uploadForm<ReelReply>(reelPaths.create, form, { onProgress });
    },
    onSuccess: ({ reel }) => prependReel(queryClient, reel),
  });
}

/** Deletes a reel the member may manage: their own, or their brand's (its page shows it too). */
export function useDeleteReelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reel: Pick<Reel, 'id' | 'author'>) => api.delete<void>(reelPaths.one(reel.id)),
    onSuccess: (_r, reel) => {
      updateReel(queryClient, reel.id, () => null);
      toast({ title: ptBR.reels.deleted, variant: 'success' });
      if (reel.author.kind === 'brand') void queryClient.invalidateQueries({ queryKey: brandPageKey(reel.author.id) });
    },
    onError: failed,
  });
}

/*
 * Sound: off by default, and the member's choice holds for the whole session (every reel, every
 * visit to /reels) without following them to the next one.
 */
const SOUND_KEY = 'bs:reels-sound';
const soundListeners = new Set<() => void>();
let soundOn = readSound();

function readSound(): boolean {
  try {
    return sessionStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setReelsSound(on: boolean) {
  soundOn = on;
  try {
    sessionStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private modes may refuse storage: the choice still holds until the page reloads.
  }
  for (const listener of soundListeners) listener();
}

export function useReelsMuted(): boolean {
  return !useSyncExternalStore(
    (listener) => {
      soundListeners.add(listener);
      return () => soundListeners.delete(listener);
    },
    () => soundOn,
    () => false,
  );
}
