import { useMutation, useQueryClient } from '@tanstack/react-query';
import { highlightPaths } from '@shared/api-paths';
import type { Highlight, HighlightReply, Highlights } from '@shared/stories';
import { ptBR } from '@shared/i18n/pt-BR';
import { api, isApiError } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { toast, toastError } from '@client/ui/use-toast';
import { uploadForm } from './upload-form';

const t = ptBR.stories;

export const highlightKeys = {
  all: ['highlights'] as const,
  member: (memberId: string) => [...highlightKeys.all, memberId] as const,
};

export function useHighlightsQuery(memberId: string) {
  return useApiQuery(highlightKeys.member(memberId), highlightPaths.ofMember(memberId), {
    select: (data: Highlights) => data.highlights,
  });
}

/** `quiet`: the caller says the outcome itself (the story viewer, where a toast would take Esc). */
export function useHighlightFromStoryMutation({ quiet = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { storyId: string; title?: string }) =>
      api.post<HighlightReply>(highlightPaths.fromStory, input),
    onSuccess: () => {
      if (!quiet) toast({ title: t.keptAsHighlight, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: highlightKeys.all });
    },
    onError: (error) => {
      if (!quiet) toastError(error);
    },
  });
}

export function useCreateHighlightMutation(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; title: string }) => {
      const form = new FormData();
      form.append('title', input.title);
      form.append('file', input.file);
      return uploadForm<Highlight>(highlightPaths.create, form, 'highlight', onProgress);
    },
    onSuccess: () => {
      toast({ title: t.highlightCreated, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: highlightKeys.all });
    },
  });
}

/** Renames at once in every list; a refusal ('Ação não permitida') rolls it back with the server's words. */
export function useRenameHighlightMutation(memberId: string) {
  const queryClient = useQueryClient();
  const key = highlightKeys.member(memberId);
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.patch<HighlightReply>(highlightPaths.one(id), { title }),
    onMutate: async ({ id, title }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const saved = queryClient.getQueryData<Highlights>(key);
      queryClient.setQueryData<Highlights>(
        key,
        (d) => d && { highlights: d.highlights.map((h) => (h.id === id ? { ...h, title } : h)) },
      );
      return { saved };
    },
    onError: (error, _v, context) => {
      if (context?.saved) queryClient.setQueryData(key, context.saved);
      // The refusal closes the dialog and is said in a toast; other failures show inside the dialog.
      if (isApiError(error) && error.code === 'highlight_rename_forbidden') {
        toast({ title: t.renameRefused.title, description: t.renameRefused.description, variant: 'destructive' });
      }
    },
    onSuccess: () => toast({ title: t.renamed, variant: 'success' }),
  });
}

export function useDeleteHighlightMutation(memberId: string) {
  const queryClient = useQueryClient();
  const key = highlightKeys.member(memberId);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(highlightPaths.one(id)),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const saved = queryClient.getQueryData<Highlights>(key);
      queryClient.setQueryData<Highlights>(key, (d) => d && { highlights: d.highlights.filter((h) => h.id !== id) });
      return { saved };
    },
    onError: (error, _v, context) => {
      if (context?.saved) queryClient.setQueryData(key, context.saved);
      toastError(error);
    },
    onSuccess: () => toast({ title: t.highlightRemoved, variant: 'success' }),
  });
}
