import { Compass } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { Card } from '@client/ui/card';
import { usePageTitle } from '@client/ui/page-header';
import { ButtonLink } from '@client/ui/button-link';

const t = ptBR.notFound;

export function NotFoundPage() {
  usePageTitle(t.title);
  return (
    <Card className="grid justify-items-center gap-4 px-6 py-16 text-center">
      <span className="text-brand-gradient text-6xl font-black tracking-tighter" aria-hidden="true">
        404
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
      <p className="max-w-sm text-fg-muted">{t.description}</p>
      <ButtonLink to="/" variant="brand" size="lg" icon={Compass}>
        {t.home}
      </ButtonLink>
    </Card>
  );
}
