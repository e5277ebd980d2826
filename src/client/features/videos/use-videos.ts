import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videoPaths } from '@shared/api-paths';
import type { FeaturedVideos, LongVideo, VideoReply } from '@shared/videos';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { brandPageKey } from '@client/features/catalog/use-catalog';
import { uploadForm } from './upload-form';

export const videoKeys = {
  all: ['videos'] as const,
  featured: () => [...videoKeys.all, 'featured'] as const,
  detail: (id: string) => [...videoKeys.all, 'detail', id] as const,
};

/** While something is still processing, ask again every few seconds until it settles. */
const POLL_MS = 3000;

export function useFeaturedVideosQuery() {
  return useApiQuery<FeaturedVideos>(videoKeys.featured(), videoPaths.featured, {
    refetchInterval: (query) => (query.state.data?.videos.some((v) => v.status === 'processing') ? POLL_MS : false),
  });
}

export function useVideoQuery(id: string) {
  return useApiQuery<VideoReply>(videoKeys.detail(id), videoPaths.one(id), {
    refetchInterval: (query) => (query.state.data?.video.status === 'processing' ? POLL_MS : false),
  });
}

export function useUploadVideoMutation(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; description: string; file: File; asBrandId?: string | undefined }) => {
      const form = new FormData();
      form.append('title', input.title);
      form.append('description', input.description);
      if (input.asBrandId) form.append('asBrandId', input.asBrandId);
      form.append('file', input.file);
      return uploadForm<VideoReply>(videoPaths.create, form, { onProgress });
    },
    onSuccess: ({ video }) => {
      queryClient.setQueryData(videoKeys.detail(video.id), { video });
      void queryClient.invalidateQueries({ queryKey: videoKeys.featured() });
    },
  });
}

/** Deletes a video the member may manage: their own, or their brand's (its page shows it too). */
export function useDeleteVideoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (video: Pick<LongVideo, 'id' | 'author'>) => api.delete<void>(videoPaths.one(video.id)),
    onSuccess: (_, video) => {
      queryClient.removeQueries({ queryKey: videoKeys.detail(video.id) });
      void queryClient.invalidateQueries({ queryKey: videoKeys.featured() });
      if (video.author.kind === 'brand')
        void queryClient.invalidateQueries({ queryKey: brandPageKey(video.author.id) });
    },
  });
}
