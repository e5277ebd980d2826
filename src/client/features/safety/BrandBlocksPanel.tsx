import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { BlockedList } from './BlockedList';

const t = ptBR.safetyScreens;

/** The studio's list of the members a brand's team blocked from the brand, each with 'Desbloquear'. */
export function BrandBlocksPanel({ brandId }: { brandId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-0.5 px-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t.brandBlocksTitle}
        </h2>
        <p className="text-sm text-fg-muted">{t.brandBlocksDescription}</p>
      </div>
      <BlockedList brandId={brandId} empty={{ icon: ShieldCheck, title: t.noBrandBlocks, hint: t.brandBlocksHint }} />
    </section>
  );
}
