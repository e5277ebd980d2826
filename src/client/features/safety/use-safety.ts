import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { safetyPaths } from '@shared/api-paths';
import type { MuteKind } from '@shared/safety';
import type {
  blockReplySchema,
  blocksReplySchema,
  hiddenWordsReplySchema,
  muteReplySchema,
  mutesReplySchema,
} from '@shared/safety';
import type { z } from 'zod';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';

type BlocksReply = z.infer<typeof blocksReplySchema>;
type MutesReply = z.infer<typeof mutesReplySchema>;
type WordsReply = z.infer<typeof hiddenWordsReplySchema>;
type BlockReply = z.infer<typeof blockReplySchema>;
type MuteReply = z.infer<typeof muteReplySchema>;

export const safetyKeys = {
  all: ['safety'] as const,
  blocks: (brandId?: string) => [...safetyKeys.all, 'blocks', brandId ?? 'me'] as const,
  mutes: () => [...safetyKeys.all, 'mutes'] as const,
  words: () => [...safetyKeys.all, 'words'] as const,
};

/**
 * A block or a mute changes what almost every list holds (feeds, comments, stories, reels, profiles,
 * search): every cached answer is marked stale and the ones on screen are read again, so the person's
 * content leaves the screen at once, wherever it was.
 */
export function refreshEverything(queryClient: QueryClient) {
  // Not awaited: the caller's own success (its toast, its 'Desfazer') must not wait for the lists,
  // nor be lost when the item it belongs to leaves the screen with them.
  void queryClient.invalidateQueries();
}

/** The request of a block or its undoing. */
export function sendBlock({ memberId, on, brandId }: BlockInput) {
  return on
    ? api.put<BlockReply>(safetyPaths.block(memberId), brandId ? { brandId } : {})
    : api.delete<BlockReply>(safetyPaths.block(memberId, brandId));
}

/** The request of a mute or its undoing. */
export function sendMute({ kind, id, on }: MuteInput) {
  return api.mark<MuteReply>(safetyPaths.mute(kind, id), on);
}

export function useBlocksQuery(brandId?: string) {
  return useApiQuery<BlocksReply, BlocksReply['items']>(safetyKeys.blocks(brandId), safetyPaths.blocks(brandId), {
    select: (reply) => reply.items,
  });
}

export function useMutesQuery() {
  return useApiQuery<MutesReply, MutesReply['items']>(safetyKeys.mutes(), safetyPaths.mutes, {
    select: (reply) => reply.items,
  });
}

const NO_WORDS: readonly string[] = [];

/** The member's hidden words, read once and shared by every post and comment that folds. */
export function useHiddenWords(): readonly string[] {
  const query = useApiQuery<WordsReply, string[]>(safetyKeys.words(), safetyPaths.words, {
    select: (reply) => reply.items.map((item) => item.word),
    staleTime: 5 * 60_000,
  });
  return query.data ?? NO_WORDS;
}

export function useHiddenWordsQuery() {
  return useApiQuery<WordsReply, WordsReply['items']>(safetyKeys.words(), safetyPaths.words, {
    select: (reply) => reply.items,
  });
}

export interface BlockInput {
  memberId: string;
  on: boolean;
  /** A brand's team blocking from the brand. */
  brandId?: string;
}

export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBlock,
    onSuccess: () => refreshEverything(queryClient),
  });
}

export interface MuteInput {
  kind: MuteKind;
  id: string;
  on: boolean;
}

export function useMuteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMute,
    onSuccess: () => refreshEverything(queryClient),
  });
}

export function useAddWordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) => api.post<{ word: string }>(safetyPaths.words, { word }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.words() }),
  });
}

export function useRemoveWordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) => api.delete<unknown>(safetyPaths.word(word)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.words() }),
  });
}
