import { ptBR } from '@shared/i18n/pt-BR';
import { ListCard } from '@client/ui/list-card';
import { CampaignCard } from './CampaignCard';
import { useCampaignsQuery } from './use-ads';

const t = ptBR.ads;

export function CampaignList() {
  return (
    <ListCard
      title={t.campaigns}
      list={useCampaignsQuery()}
      placeholders={{ count: 2, className: 'h-20' }}
      empty={t.noCampaigns}
    >
      {(c) => <CampaignCard key={c.id} campaign={c} />}
    </ListCard>
  );
}
