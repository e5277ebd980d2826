import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';

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

export type Notify = (message: { title: string; description?: string; error?: boolean }) => void;

const viaToast: Notify = (m) =>
  toast({
    title: m.title,
    ...(m.description ? { description: m.description } : {}),
    variant: m.error ? 'destructive' : 'success',
  });

/** A link to a page of the app, as a member would paste it elsewhere. */
export function appUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/**
 * Shares a link with the Web Share API when the device has it, or copies it. Resolves true when
 * something was shared (a member closing the share sheet is not an error), false otherwise.
 * `notify` says the outcome (a toast unless the caller shows it elsewhere, as the story viewer does).
 */
export async function shareLink(
  share: { url: string; title: string; text: string },
  notify: Notify = viaToast,
): Promise<boolean> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share(share);
    } else {
      await copy(share.url);
      notify({ title: ptBR.posts.linkCopied, description: ptBR.posts.linkCopiedDescription });
    }
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    notify({ title: ptBR.posts.shareError.title, description: ptBR.posts.shareError.description, error: true });
    return false;
  }
}
