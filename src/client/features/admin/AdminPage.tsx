import { useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/ui/page-header';
import { PanelTabs } from '@client/ui/panel-tabs';
import { AuditPanel } from './AuditPanel';
import { BrandsPanel } from './BrandsPanel';
import { MembersPanel } from './MembersPanel';
import { OrdersPanel } from './OrdersPanel';

const t = ptBR.admin;
const tabs = [
  { value: 'membros', label: t.tabMembers, panel: <MembersPanel /> },
  { value: 'marcas', label: ptBR.adminBrands.tab, panel: <BrandsPanel /> },
  { value: 'pedidos', label: ptBR.adminOrders.tab, panel: <OrdersPanel /> },
  { value: 'auditoria', label: t.tabAudit, panel: <AuditPanel /> },
] as const;
type Tab = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is Tab {
  return tabs.some((tab) => tab.value === value);
}

/** The operator's console. The route shows it to operators only; the server checks every call again. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba');
  const current: Tab = isTab(aba) ? aba : 'membros';
  return (
    <>
      <PageHeader title={t.console} description={t.description} />
      <PanelTabs
        look="brand"
        label={t.sections}
        tabs={tabs}
        value={current}
        onValueChange={(v) => setParams(v === 'membros' ? {} : { aba: v }, { replace: true })}
        className="grid gap-4"
      />
    </>
  );
}
