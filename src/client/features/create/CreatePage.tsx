import { ChevronRight } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { createIcons } from '@client/app/CreateMenu';
import { createOptions, createPath, type CreateType } from '@client/app/nav-items';
import { PageHeader } from '@client/ui/page-header';
import { cn } from '@client/lib/cn';
import { Card } from '@client/ui/card';
import { CreatePostDialog } from '@client/features/posts/CreatePostDialog';
import { AddStoryDialog } from '@client/features/stories/AddStoryDialog';
import { CreateReelDialog } from '@client/features/reels/CreateReelDialog';

const hints: Record<CreateType, string> = {
  post: ptBR.pages.createPostHint,
  story: ptBR.pages.createStoryHint,
  reel: ptBR.pages.createReelHint,
};

/** The Criar entry route: what to create. The upload dialogs themselves come with their features. */
export function CreatePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const selected = params.get('type');
  return (
    <>
      <PageHeader title={ptBR.pages.create} description={ptBR.pages.createDescription} />
      <ul className="grid gap-3">
        {createOptions.map(({ type, label }) => {
          const Icon = createIcons[type];
          const current = selected === type;
          return (
            <li key={type}>
              <Card className={cn('p-0 transition-colors', current && 'border-primary ring-2 ring-primary/30')}>
                <Link
                  to={createPath(type)}
                  aria-current={current ? 'page' : undefined}
                  className="flex items-center gap-4 rounded-2xl p-4 hover:bg-surface-muted"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-gradient text-white shadow-md shadow-primary/25">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="grid flex-1">
                    <span className="font-semibold">{label}</span>
                    <span className="text-sm text-fg-muted">{hints[type]}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 text-fg-muted" />
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
      {/* navigate returns a promise only under a data router; BrowserRouter navigates at once. */}
      <AddStoryDialog
        open={selected === 'story'}
        onOpenChange={(open) => !open && setParams({}, { replace: true })}
        onAdded={() => void navigate('/')}
      />
      <CreatePostDialog
        open={selected === 'post'}
        onOpenChange={(open) => !open && setParams({}, { replace: true })}
        onCreated={() => void navigate('/')}
      />
      <CreateReelDialog
        open={selected === 'reel'}
        onOpenChange={(open) => !open && setParams({}, { replace: true })}
        onCreated={() => void navigate('/reels')}
      />
    </>
  );
}
