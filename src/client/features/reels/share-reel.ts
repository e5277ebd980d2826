import type { Reel } from '@shared/reels';
import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';

export function reelUrl(id: string): string {
  return `${window.location.origin}/reels?reel=${encodeURIComponent(id)}`;
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

/** Web Share when the device has it, else the link is copied; true when something was shared. */
export async function shareReel(reel: Reel): Promise<boolean> {
  const url = reelUrl(reel.id);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: ptBR.reels.shareTitle, text: reel.description.slice(0, 140), url });
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
