import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/ui/page-header';
import { AuditPanel } from './AuditPanel';
import { BrandsPanel } from './BrandsPanel';
import { MembersPanel } from './MembersPanel';

const t = ptBR.admin;
const tabs = ['membros', 'marcas', 'auditoria'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = {
  membros: t.tabMembers,
  marcas: ptBR.adminBrands.tab,
  auditoria: t.tabAudit,
};

function isTab(value: string | null): value is Tab {
  return (tabs as readonly (string | null)[]).includes(value);
}

/** The operator's console. The route shows it to operators only; the server checks every call again. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba');
  const current: Tab = isTab(aba) ? aba : 'membros';
  return (
    <>
      <PageHeader title={t.console} description={t.description} />
      <Tabs.Root
        value={current}
        onValueChange={(v) => setParams(v === 'membros' ? {} : { aba: v }, { replace: true })}
        className="grid gap-4"
      >
        <Tabs.List aria-label={t.sections} className="flex gap-1 rounded-2xl border border-border bg-surface p-1">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="flex-1 rounded-xl px-3 py-2 text-sm font-bold text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-brand-gradient data-[state=active]:text-white data-[state=active]:shadow-md"
            >
              {tabLabels[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="membros">
          <MembersPanel />
        </Tabs.Content>
        <Tabs.Content value="marcas">
          <BrandsPanel />
        </Tabs.Content>
        <Tabs.Content value="auditoria">
          <AuditPanel />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
