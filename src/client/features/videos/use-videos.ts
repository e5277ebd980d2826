import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyControl } from '@shared/reply-rules';
import type { ReplyControlReply } from '@shared/replies';
import { ptBR } from '@shared/i18n/pt-BR';
import { videoPaths } from '@shared/api-paths';
import type { FeaturedVideos, LongVideo, VideoReply } from '@shared/videos';
import { api, errorMessage } from '@client/lib/api';
import { toast, toastFailure } from '@client/ui/use-toast';
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
    mutationFn: (input: {
      title: string;
      description: string;
      file: File;
      asBrandId?: string | undefined;
      replyControl?: ReplyControl;
      /** The `productTags` field's JSON text; empty when nothing is tagged. */
      productTags?: string;
    }) => {
      const form = new FormData();
      form.append('title', input.title);
      form.append('description', input.description);
      if (input.asBrandId) form.append('asBrandId', input.asBrandId);
      if (input.replyControl) form.append('replyControl', input.replyControl);
      if (input.productTags) form.append('productTags', input.productTags);
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

/** Its manager changes who may comment on a long video; the page's copy follows. */
export function useVideoReplyControlMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyControl: ReplyControl) =>
      api.put<ReplyControlReply>(videoPaths.replyControl(id), { replyControl }),
    onSuccess: (reply) => {
      queryClient.setQueryData<VideoReply>(videoKeys.detail(id), (data) =>
        data ? { video: { ...data.video, ...reply } } : data,
      );
      toast({ title: ptBR.replies.changed, variant: 'success', duration: 2000 });
    },
    onError: (error) => toastFailure(errorMessage(error), ptBR.replies.changeFailed),
  });
}
