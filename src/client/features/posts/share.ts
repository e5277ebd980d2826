import type { Post } from '@shared/posts';
import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';

export function postUrl(id: string): string {
  return `${window.location.origin}/post/${encodeURIComponent(id)}`;
}

async function copy(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Pages served over plain http have no Clipboard API: fall back to a selected field.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const ok = document.execCommand('copy');
  field.remove();
  if (!ok) throw new Error('copy refused');
}

/**
 * Shares a post with the Web Share API when the device has it, or copies its link. Resolves true when
 * something was shared (a member closing the share sheet is not an error), false otherwise.
 */
export async function sharePost(post: Post): Promise<boolean> {
  const url = postUrl(post.id);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: ptBR.posts.shareTitle, text: post.content.slice(0, 140), url });
    } else {
      await copy(url);
      toast({ title: ptBR.posts.linkCopied, description: ptBR.posts.linkCopiedDescription, variant: 'success' });
    }
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    toast({
      title: ptBR.posts.shareError.title,
      description: ptBR.posts.shareError.description,
      variant: 'destructive',
    });
    return false;
  }
}
