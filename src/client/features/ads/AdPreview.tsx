import { ImageIcon, Megaphone } from 'lucide-react';
import { formatBRL } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Post } from '@shared/posts';
import { useMember } from '@client/features/auth/use-session';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import type { AdDraft } from './ad-draft';
import { draftNumbers } from './AdWizard';

const t = ptBR.ads;

interface AdPreviewProps {
  draft: AdDraft;
  post: Post | null;
  loadingPost: boolean;
  onChoosePost: () => void;
}

/** The post as it will show in the feed, with the campaign's numbers under it, updated live. */
export function AdPreview({ draft, post, loadingPost, onChoosePost }: AdPreviewProps) {
  const member = useMember();
  const { reachText } = draftNumbers(draft);
  const media = post?.media ?? null;
  return (
    <Card aria-labelledby="previa" className="overflow-hidden p-0">
      <div className="flex items-center justify-between gap-2 px-4 pt-4">
        <h2 id="previa" className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
          {t.preview}
        </h2>
        <Button variant="ghost" size="sm" onClick={onChoosePost}>
          <ImageIcon aria-hidden="true" />
          {post ? t.changePost : t.choosePost}
        </Button>
      </div>
      <div className="m-4 overflow-hidden rounded-2xl border border-border bg-surface-strong">
        <div className="flex items-center gap-3 p-3">
          {member ? (
            <img src={member.avatarUrl} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
          ) : null}
          <div className="grid">
            <span className="text-sm font-semibold">{member?.name}</span>
            <span className="text-xs text-fg-muted">{t.sponsored}</span>
          </div>
        </div>
        {loadingPost ? (
          <Skeleton className="aspect-square rounded-none" />
        ) : media ? (
          <div
            className="w-full bg-surface-muted bg-cover bg-center"
            style={{ aspectRatio: `${media.width} / ${media.height}`, backgroundImage: `url("${media.placeholder}")` }}
          >
            <img
              src={media.src}
              srcSet={media.srcSet || undefined}
              sizes="(min-width: 640px) 600px, 100vw"
              alt={media.alt ?? ''}
              width={media.width}
              height={media.height}
              className="size-full object-cover"
            />
          </div>
        ) : (
          <button
            type="button"
            onClick={onChoosePost}
            className="grid aspect-video w-full place-items-center bg-primary/8 text-center text-sm text-fg-muted"
          >
            <span className="grid justify-items-center gap-2 px-6">
              <Megaphone aria-hidden="true" className="size-8" />
              {t.noPost}
            </span>
          </button>
        )}
        {post?.content ? <p className="line-clamp-3 px-3 pt-3 text-sm">{post.content}</p> : null}
        <div className="m-3 rounded-xl bg-brand-gradient px-3 py-2 text-center text-sm font-semibold text-white">
          {draft.objective ? t.objectives[draft.objective].label : t.objectives.profile_visits.label}
        </div>
      </div>
      <p className="px-4 pb-4 text-sm text-fg-muted">
        {t.perDay(formatBRL(draft.dailyBudget * 100))} · {t.days(draft.durationDays)} · {reachText}
      </p>
    </Card>
  );
}
