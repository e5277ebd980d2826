import { Sparkles } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { Card } from '@client/ui/card';

/** The empty state of an area that later work fills. */
export function ComingSoon() {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-gradient text-white shadow-lg shadow-primary/30">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold">{ptBR.pages.comingSoon}</p>
      <p className="max-w-xs text-sm text-fg-muted">{ptBR.pages.comingSoonDescription}</p>
    </Card>
  );
}
