import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Story, StoryGroup } from '@shared/stories';
import { api } from '@client/lib/api';
import { uploadForm } from './upload-form';

export const storyKeys = {
  all: ['stories'] as const,
  strip: () => [...storyKeys.all, 'strip'] as const,
  mine: () => [...storyKeys.all, 'mine'] as const,
  detail: (id: string) => [...storyKeys.all, 'detail', id] as const,
};

export function useStoryStripQuery() {
  return useQuery({
    queryKey: storyKeys.strip(),
    queryFn: ({ signal }) => api.get<{ groups: StoryGroup[] }>('/api/stories', signal),
    select: (data) => data.groups,
    // Stories come and go within the day: look again every minute while the feed is open.
    refetchInterval: 60_000,
  });
}

export function useStoryQuery(id: string | null) {
  return useQuery({
    queryKey: storyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<{ story: Story }>(`/api/stories/${encodeURIComponent(id!)}`, signal),
    select: (data) => data.story,
    enabled: Boolean(id),
    retry: false,
  });
}

export function useMyStoriesQuery(enabled: boolean) {
  return useQuery({
    queryKey: storyKeys.mine(),
    queryFn: ({ signal }) => api.get<{ stories: Story[] }>('/api/stories/mine', signal),
    select: (data) => data.stories,
    enabled,
  });
}

/** Applies `fn` to a story wherever the strip cache holds it (the viewer keeps its own copy). */
export function patchStripStory(queryClient: QueryClient, id: string, fn: (story: Story) => Story) {
  queryClient.setQueryData<{ groups: StoryGroup[] }>(storyKeys.strip(), (data) =>
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
    mutationFn: (input: { file: File; title: string }) => {
      const form = new FormData();
      if (input.title) form.append('title', input.title);
      form.append('file', input.file);
      return uploadForm<Story>('/api/stories', form, 'story', onProgress);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    },
  });
}

export function useMarkSeenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<{ seen: true }>(`/api/stories/${encodeURIComponent(id)}/seen`),
    onMutate: (id) => patchStripStory(queryClient, id, (s) => ({ ...s, seen: true })),
  });
}

export type StoryAction = 'like' | 'bookmark' | 'share' | 'repost';

/**
 * Sends one reaction; the viewer shows it at once and rolls back if this fails. No toasts: a toast
 * opened over the viewer would take its Esc, and a modal hides the toast region from screen readers.
 */
export function useStoryActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ story, action, on }: { story: Story; action: StoryAction; on: boolean }) => {
      const url = `/api/stories/${encodeURIComponent(story.id)}/${action}`;
      if (action === 'share') return api.post<{ shares: number }>(url);
      if (action === 'repost') return api.post<{ story: Story; reposts: number }>(url);
      return on ? api.put<Record<string, number | boolean>>(url) : api.delete<Record<string, number | boolean>>(url);
    },
    onSuccess: (_reply, { action }) => {
      if (action === 'repost') void queryClient.invalidateQueries({ queryKey: storyKeys.mine() });
    },
  });
}
