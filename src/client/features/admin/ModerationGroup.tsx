import { AlertTriangle, ExternalLink, MessageSquareQuote, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { moderationConsoleText } from '@shared/i18n/pt-BR/moderation-console';
import { actionApplies, moderationActions, type ModerationAction, type QueueGroup } from '@shared/moderation';
import { Avatar } from '@client/ui/thumb';
import { Button } from '@client/ui/button';
import { StatusBadge } from '@client/ui/status-badge';

const t = moderationConsoleText;
const m = ptBR.moderation;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' });
const when = (iso: string) => dateFormat.format(new Date(iso));

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Props {
  group: QueueGroup;
  now: number;
  onAct: (group: QueueGroup, action: ModerationAction) => void;
}

/** One target of the queue: the content in place, its reports, an appeal, the author's past, and the actions. */
export function ModerationGroup({ group, now, onAct }: Props) {
  const { content } = group;
  const headingId = `mod-${group.kind}-${group.targetId}`;
  const actions = moderationActions.filter((a) => actionApplies(a, group.kind, group.hold?.state ?? null));
  const waited = t.waiting(t.age(now - new Date(group.oldestAt).getTime()));
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        {group.urgent ? (
          <StatusBadge tone="bad">
            <AlertTriangle aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            {t.urgent}
          </StatusBadge>
        ) : null}
        {group.appeal ? <StatusBadge tone="waiting">{t.appeal}</StatusBadge> : null}
        {group.hold ? <StatusBadge tone="over">{t.state[group.hold.state]}</StatusBadge> : null}
        <h3 id={headingId} className="font-semibold">
          {cap(m.kinds[group.kind])}
          {group.topReason ? <span className="font-normal text-fg-muted"> · {m.reasons[group.topReason]}</span> : null}
        </h3>
        <span className="ml-auto text-xs text-fg-muted">{waited}</span>
      </div>

      <div className="grid gap-2 rounded-xl border border-border bg-surface-muted/40 p-3">
        {content.author || content.brand ? (
          <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            {content.author ? (
              <>
                <Avatar src={content.author.avatarUrl} size={32} />
                <span className="font-medium">{content.author.name}</span>
              </>
            ) : null}
            {content.brand ? <span className="text-fg-muted">{t.brand(content.brand.name)}</span> : null}
          </p>
        ) : null}
        {content.exists ? (
          <div className="flex gap-3">
            {content.imageUrl ? (
              <img
                src={content.imageUrl}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className="size-18 shrink-0 rounded-lg object-cover"
              />
            ) : null}
            {content.text ? (
              <p className="line-clamp-4 min-w-0 text-sm break-words whitespace-pre-line">{content.text}</p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-fg-muted">{t.contentGone}</p>
        )}
        {content.url ? (
          <Link
            to={content.url}
            className="inline-flex items-center gap-1 justify-self-start text-sm text-primary underline-offset-2 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-3.5" />
            {t.open}
          </Link>
        ) : null}
      </div>

      {group.reports.count > 0 ? (
        <div className="grid gap-1.5 text-sm">
          <p className="font-medium">{t.reports(group.reports.count)}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t.reasonsOf}>
            {group.reports.reasons.map((r) => (
              <li key={r.reason} className="rounded-full bg-surface-muted px-2.5 py-1 text-xs">
                {m.reasons[r.reason]} · {r.count}
              </li>
            ))}
          </ul>
          {group.reports.texts.length > 0 ? (
            <ul className="grid gap-1 text-fg-muted" aria-label={t.reportTexts}>
              {group.reports.texts.map((text, i) => (
                <li key={i} className="flex gap-1.5">
                  <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  <span className="break-words">“{text}”</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {group.appeal ? (
        <div className="grid gap-1 rounded-xl border border-warning/40 bg-warning/5 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <Scale aria-hidden="true" className="size-4" />
            {t.appeal}
          </p>
          <p className="break-words whitespace-pre-line">“{group.appeal.text}”</p>
          {group.hold ? <p className="text-xs text-fg-muted">{t.heldFor(group.hold.reason)}</p> : null}
        </div>
      ) : null}

      <details className="text-sm">
        <summary className="cursor-pointer text-fg-muted">
          {t.previousActions} ({group.previousActions.length})
        </summary>
        {group.previousActions.length === 0 ? (
          <p className="mt-1 text-fg-muted">{t.noPreviousActions}</p>
        ) : (
          <ul className="mt-1 grid gap-1">
            {group.previousActions.map((a, i) => (
              <li key={i}>
                <span className="font-medium">{t.pastAction[a.action]}</span>
                <span className="text-fg-muted">
                  {' '}
                  · {m.kinds[a.kind]} · {when(a.createdAt)} · {a.reason}
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>

      <div className="flex flex-wrap gap-2" role="group" aria-label={t.actionsOf(m.kinds[group.kind])}>
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={
              action === 'dismiss' || action === 'restore' ? 'outline' : action === 'warn' ? 'secondary' : 'destructive'
            }
            onClick={() => onAct(group, action)}
          >
            {t.actions[action]}
          </Button>
        ))}
      </div>
    </li>
  );
}
