import { ImagePlus, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { usePageTitle } from '@client/ui/page-header';
import { CreatePostDialog } from '@client/features/posts/CreatePostDialog';
import { InfinitePosts } from '@client/features/posts/InfinitePosts';
import { OwnAvatar } from '@client/features/posts/OwnAvatar';
import { StoryStrip } from '@client/features/stories/StoryStrip';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { useFeedQuery } from './use-feed';
import { EmptyState } from '@client/ui/empty-state';

const t = ptBR.feed;

function Composer() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <OwnAvatar size={40} />
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="h-11 min-w-0 flex-1 truncate rounded-full border border-border bg-surface-muted px-4 text-left text-sm text-fg-muted transition-colors hover:bg-surface-muted/70"
      >
        {t.createPrompt}
      </button>
      <Button variant="brand" className="rounded-full" onClick={() => setOpen(true)}>
        <ImagePlus aria-hidden="true" />
        <span className="max-sm:sr-only">{t.createPost}</span>
      </Button>
      <CreatePostDialog
        open={open}
        onOpenChange={setOpen}
        onCreated={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </Card>
  );
}

/** Início: the 'Criar publicação' uploader and the member's feed, loaded as it scrolls. */
export function FeedPage() {
  usePageTitle(t.title);
  const query = useFeedQuery();
  return (
    <div className="grid grid-cols-1 gap-4">
      <h1 className="sr-only">{t.title}</h1>
      <StoryStrip />
      <Composer />
      <InfinitePosts
        query={query}
        label={t.title}
        end={t.end}
        empty={<EmptyState icon={Newspaper} title={t.empty} hint={t.emptyDescription} />}
      />
    </div>
  );
}
