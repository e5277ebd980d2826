import { useState } from 'react';
import { auditActions, type AuditAction } from '@shared/admin-rules';
import type { AuditEntry } from '@shared/admin';
import { formatRelative } from '@shared/format';
import { formatMoney } from '@shared/store-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { moderationConsoleText } from '@shared/i18n/pt-BR/moderation-console';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { LoadMore } from '@client/ui/load-more';
import { QueryError } from '@client/ui/query-error';
import { SelectField } from '@client/ui/select-field';
import { SkeletonRows } from '@client/ui/skeleton';
import { useAuditLog } from './use-admin';

const t = ptBR.admin;
const moderationKinds = ptBR.moderation.kinds;
const actionOptions = [
  { value: '' as const, label: t.allActions },
  ...auditActions.map((a) => ({ value: a, label: t.actionNames[a] })),
];
const fullDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

function who(entry: AuditEntry): string {
  if (entry.actor) return entry.actor.name;
  return entry.via === 'configuration' ? t.vias.configuration : t.vias['command-line'];
}

const statusNames: Record<string, string> = { ...ptBR.store.statuses, ...ptBR.fulfilment.statuses };

/** A recorded value as people read it: yes or no, an order's amount in reais, a status by its name. */
function shown(key: string, value: string | number | boolean | null | undefined): string {
  // A field that had no value, or that the change took away (a deleted item's text).
  if (value === null || value === undefined || value === '') return t.noValue;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (key === 'amount' && typeof value === 'number') return formatMoney(value, 'brl');
  if (key === 'status') return statusNames[value] ?? String(value);
  // A moderation action's item and hold, in the console's words.
  if (key === 'kind') return (moderationKinds as Record<string, string>)[String(value)] ?? String(value);
  if (key === 'state') return (moderationConsoleText.state as Record<string, string>)[String(value)] ?? String(value);
  return String(value);
}

/** 'Suspenso: não → sim' for each field the change touched. */
function changes(entry: AuditEntry): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].map((key) =>
    t.change(t.fields[key] ?? key, shown(key, entry.before?.[key]), shown(key, entry.after?.[key])),
  );
}

/** What stands for a target that is gone (a member's own is the default). */
const removedNames: Record<string, string> = {
  brand: t.removedBrand,
  product: t.removedProduct,
  invitation: t.removedInvitation,
};

/** Who or what a filter narrows the log to, with the name to show. */
interface Filter {
  kind: 'actorId' | 'targetId';
  id: string;
  name: string;
}

const linkClass = 'font-semibold underline-offset-2 hover:underline';

function AuditRow({ entry, onFilter }: { entry: AuditEntry; onFilter: (filter: Filter) => void }) {
  const when = new Date(entry.createdAt);
  const target = entry.targetName ?? removedNames[entry.targetType] ?? t.removedMember;
  return (
    <li className="grid gap-1 px-4 py-3 sm:px-5">
      <p>
        {entry.actor ? (
          <button
            type="button"
            className={linkClass}
            title={t.filterActor}
            onClick={() => onFilter({ kind: 'actorId', id: entry.actor!.id, name: entry.actor!.name })}
          >
            {who(entry)}
          </button>
        ) : (
          <span className="font-semibold">{who(entry)}</span>
        )}{' '}
        {t.actions[entry.action]}{' '}
        <button
          type="button"
          className={linkClass}
          title={t.filterTarget}
          onClick={() => onFilter({ kind: 'targetId', id: entry.targetId, name: target })}
        >
          {target}
        </button>
      </p>
      <p className="flex flex-wrap gap-x-3 text-xs text-fg-muted">
        <time dateTime={entry.createdAt} title={fullDate.format(when)}>
          {formatRelative(when)} · {fullDate.format(when)}
        </time>
        {changes(entry).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </p>
    </li>
  );
}

export function AuditPanel() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [filter, setFilter] = useState<Filter | null>(null);
  const log = useAuditLog(action, filter ? { [filter.kind]: filter.id } : {});
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <div className="grid gap-3">
      <SelectField
        label={t.auditFilter}
        value={action}
        options={actionOptions}
        onChange={setAction}
        className="sm:max-w-xs"
      />
      {filter ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-primary/12 px-3 py-1 font-medium text-accent-fg">
            {filter.kind === 'actorId' ? t.byActor(filter.name) : t.onTarget(filter.name)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setFilter(null)}>
            {t.clearFilter}
          </Button>
        </p>
      ) : null}
      {log.isError ? (
        <Card className="p-4">
          <QueryError error={log.error} onRetry={() => void log.refetch()} />
        </Card>
      ) : log.isPending ? (
        <SkeletonRows count={5} avatar={false} />
      ) : entries.length === 0 ? (
        <Card className="p-6 text-center text-fg-muted">{t.auditEmpty}</Card>
      ) : (
        <Card className="p-0">
          <ul className="divide-y divide-border" aria-label={t.tabAudit}>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} onFilter={setFilter} />
            ))}
          </ul>
          <LoadMore list={log} size="sm" frame="border-t border-border p-3 text-center" />
        </Card>
      )}
    </div>
  );
}
