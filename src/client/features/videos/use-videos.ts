import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeaturedVideos, LongVideo } from '@shared/videos';
import { api } from '@client/lib/api';
import { uploadForm } from './upload-form';

export const videoKeys = {
  all: ['videos'] as const,
  featured: () => [...videoKeys.all, 'featured'] as const,
  detail: (id: string) => [...videoKeys.all, 'detail', id] as const,
};

/** While something is still processing, ask again every few seconds until it settles. */
const POLL_MS = 3000;

export function useFeaturedVideosQuery() {
  return useQuery({
    queryKey: videoKeys.featured(),
    queryFn: ({ signal }) => api.get<FeaturedVideos>('/api/videos/featured', signal),
    refetchInterval: (query) => (query.state.data?.videos.some((v) => v.status === 'processing') ? POLL_MS : false),
  });
}

export function useVideoQuery(id: string) {
  return useQuery({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ video: LongVideo }>(`/api/videos/${encodeURIComponent(id)}`, signal),
    refetchInterval: (query) => (query.state.data?.video.status === 'processing' ? POLL_MS : false),
  });
}

export function useUploadVideoMutation(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; description: string; file: File }) => {
      const form = new FormData();
      form.append('title', input.title);
      form.append('description', input.description);
      form.append('file', input.file);
      return uploadForm<{ video: LongVideo }>('/api/videos', form, { onProgress });
    },
    onSuccess: ({ video }) => {
      queryClient.setQueryData(videoKeys.detail(video.id), { video });
      void queryClient.invalidateQueries({ queryKey: videoKeys.featured() });
    },
  });
}

export function useDeleteVideoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/videos/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: videoKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: videoKeys.featured() });
    },
  });
}
