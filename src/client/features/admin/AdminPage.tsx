import { useNavigate, useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { adminJobsArea } from '@shared/i18n/pt-BR/admin-jobs';
import { adminBrandsText } from '@shared/i18n/pt-BR/admin-brands-text';
import { moderationConsoleText } from '@shared/i18n/pt-BR/moderation-console';
import { PageHeader } from '@client/ui/page-header';
import { PanelTabs } from '@client/ui/panel-tabs';
import { AuditPanel } from './AuditPanel';
import { BrandsPanel } from './BrandsPanel';
import { JobsPanel } from './JobsPanel';
import { MembersPanel } from './MembersPanel';
import { ModerationPanel } from './ModerationPanel';
import { OrdersPanel } from './OrdersPanel';

const t = ptBR.admin;
const tabs = [
  { value: 'membros', label: t.tabMembers, panel: <MembersPanel /> },
  { value: 'marcas', label: adminBrandsText.tab, panel: <BrandsPanel /> },
  { value: 'pedidos', label: ptBR.adminOrders.tab, panel: <OrdersPanel /> },
  { value: 'moderacao', label: moderationConsoleText.tab, panel: <ModerationPanel /> },
  { value: 'auditoria', label: t.tabAudit, panel: <AuditPanel /> },
  { value: 'fila', label: adminJobsArea.adminJobs.tab, panel: <JobsPanel /> },
] as const;
type Tab = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is Tab {
  return tabs.some((tab) => tab.value === value);
}

/**
 * The operator's console. The route shows it to operators only; the server checks every call again.
 * The moderation queue has an address of its own (/admin/moderacao), the other tabs a query string.
 */
export function AdminPage({ tab }: { tab?: Tab }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const aba = params.get('aba');
  const current: Tab = tab ?? (isTab(aba) ? aba : 'membros');
  return (
    <>
      <PageHeader title={t.console} description={t.description} />
      <PanelTabs
        look="brand"
        label={t.sections}
        tabs={tabs}
        value={current}
        onValueChange={(v) => {
          if (v === 'moderacao') void navigate('/admin/moderacao', { replace: true });
          else if (tab) void navigate(v === 'membros' ? '/admin' : `/admin?aba=${v}`, { replace: true });
          else setParams(v === 'membros' ? {} : { aba: v }, { replace: true });
        }}
        className="grid gap-4"
      />
    </>
  );
}
