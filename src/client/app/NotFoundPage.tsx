import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { usePageTitle } from '@client/ui/page-header';

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
      <Button asChild variant="brand" size="lg">
        <Link to="/">
          <Compass aria-hidden="true" />
          {t.home}
        </Link>
      </Button>
    </Card>
  );
}
