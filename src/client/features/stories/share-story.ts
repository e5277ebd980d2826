import type { Story } from '@shared/stories';
import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';

/** A story's link: the feed opens its viewer. */
export function storyUrl(id: string): string {
  return `${window.location.origin}/?historia=${encodeURIComponent(id)}`;
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

type Notify = (message: { title: string; description?: string; error?: boolean }) => void;
const viaToast: Notify = (m) =>
  toast({
    title: m.title,
    ...(m.description ? { description: m.description } : {}),
    variant: m.error ? 'destructive' : 'success',
  });

/** Shares with the Web Share API, or copies the link; true when something was shared. */
export async function shareStory(story: Story, notify: Notify = viaToast): Promise<boolean> {
  const url = storyUrl(story.id);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: ptBR.stories.shareTitle, text: story.title ?? story.author.name, url });
    } else {
      await copy(url);
      notify({ title: ptBR.posts.linkCopied, description: ptBR.posts.linkCopiedDescription });
    }
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    notify({ title: ptBR.posts.shareError.title, description: ptBR.posts.shareError.description, error: true });
    return false;
  }
}
