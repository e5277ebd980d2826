import { Sparkles } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { EmptyState } from '@client/ui/empty-state';

/** The empty state of an area that later work fills. */
export function ComingSoon() {
  return <EmptyState brand icon={Sparkles} title={ptBR.pages.comingSoon} hint={ptBR.pages.comingSoonDescription} />;
}
