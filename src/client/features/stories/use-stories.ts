import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storyPaths } from '@shared/api-paths';
import type { ShareReply } from '@shared/posts';
import type { MyStories, Story, StoryRepostReply, StoryReply, StorySeenReply, StoryStrip } from '@shared/stories';
import { ptBR } from '@shared/i18n/pt-BR';
import { api } from '@client/lib/api';
import { toast } from '@client/ui/use-toast';
import { useApiQuery } from '@client/lib/use-api-query';
import { likeMark, saveMark } from '@client/lib/optimistic-toggle';
import { useOptimisticToggle } from '@client/lib/use-optimistic-toggle';
import { uploadForm } from './upload-form';

export const storyKeys = {
  all: ['stories'] as const,
  strip: () => [...storyKeys.all, 'strip'] as const,
  mine: () => [...storyKeys.all, 'mine'] as const,
  detail: (id: string) => [...storyKeys.all, 'detail', id] as const,
};

export function useStoryStripQuery() {
  return useApiQuery(storyKeys.strip(), storyPaths.strip, {
    select: (data: StoryStrip) => data.groups,
    // Stories come and go within the day: look again every minute while the feed is open.
    refetchInterval: 60_000,
  });
}

export function useStoryQuery(id: string | null) {
  return useApiQuery(storyKeys.detail(id ?? ''), storyPaths.one(id ?? ''), {
    select: (data: StoryReply) => data.story,
    enabled: Boolean(id),
    retry: false,
  });
}

export function useMyStoriesQuery(enabled: boolean) {
  return useApiQuery(storyKeys.mine(), storyPaths.mine, {
    select: (data: MyStories) => data.stories,
    enabled,
  });
}

/** Applies `fn` to a story wherever the strip cache holds it (the viewer keeps its own copy). */
export function patchStripStory(queryClient: QueryClient, id: string, fn: (story: Story) => Story) {
  queryClient.setQueryData<StoryStrip>(storyKeys.strip(), (data) =>
    data
      ? {
          groups: data.groups.map((g) => {
            if (!g.stories.some((s) => s.id === id)) return g;
            const stories = g.stories.map((s) => (s.id === id ? fn(s) : s));
            return { ...g, stories, hasNew: stories.some((s) => !s.seen) };
          }),
        }
      : data,
  );
}

export function useAddStoryMutation(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `productTags`: the field's JSON text, empty when nothing is tagged. */
    mutationFn: (input: { file: File; title: string; asBrandId?: string; productTags?: string }) => {
      const form = new FormData();
      if (input.title) form.append('title', input.title);
      if (input.asBrandId) form.append('asBrandId', input.asBrandId);
      if (input.productTags) form.append('productTags', input.productTags);
      form.append('file', input.file);
      return uploadForm<Story>(storyPaths.create, form, 'story', onProgress);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    },
  });
}

/** Deletes a story the member may manage (their own, or their brand's); the strip reads again without it. */
export function useDeleteStoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(storyPaths.one(id)),
    onSuccess: () => {
      toast({ title: ptBR.stories.deleted, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    },
  });
}

export function useMarkSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<StorySeenReply>(storyPaths.action(id, 'seen')),
    onMutate: (id) => patchStripStory(queryClient, id, (s) => ({ ...s, seen: true })),
  });
}

/**
 * Shares or reposts a story, sent once; the viewer shows it at once and rolls back if this fails
 * (likes and saves go through `useStoryToggleMutation`). No toasts: a toast opened over the viewer
 * would take its Esc, and a modal hides the toast region from screen readers.
 */
export function useStoryActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ story, action }: { story: Story; action: 'share' | 'repost' }) =>
      api.post<ShareReply | StoryRepostReply>(storyPaths.action(story.id, action)),
    onSuccess: (_reply, { action }) => {
      if (action === 'repost') void queryClient.invalidateQueries({ queryKey: storyKeys.mine() });
    },
  });
}

const toggles = { like: likeMark, bookmark: saveMark };

/**
 * A like or a save of a story, shown at once; `patch` shows a change in the viewer and the strip.
 * No toasts here either: the caller says the outcome inside the viewer.
 */
export function useStoryToggleMutation(
  action: keyof typeof toggles,
  patch: (fn: (story: Story) => Story) => void,
  said: { onSuccess: (on: boolean) => void; onError: (error: unknown) => void },
) {
  const toggle = toggles[action];
  return useOptimisticToggle<{ story: Story; on: boolean }, Story>({
    key: ({ story }) => `story-${action}:${story.id}`,
    send: async ({ story, on }) => {
      const url = storyPaths.action(story.id, action);
      return toggle.answer(await api.mark<Record<string, unknown>>(url, on));
    },
    patch: (_vars, fn) => patch(fn),
    read: toggle.read,
    write: toggle.write,
    onSuccess: (_answer, { on }) => said.onSuccess(on),
    onError: said.onError,
  });
}
