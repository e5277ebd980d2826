import { Link as LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { Card } from '@client/ui/card';

const t = ptBR.profile;

interface ProfileHeaderProps {
  name: string;
  avatarUrl: string;
  bio: string | null;
  website: string | null;
  /** Null where the member hides their counters. */
  postsCount: number | null;
  followers: number | null;
  following: number | null;
  /** Buttons beside the name (follow, edit). */
  actions?: ReactNode;
  /** Extra rows under the counts (the referral code on one's own profile). */
  children?: ReactNode;
}

function Count({ value, label }: { value: number | null; label: string }) {
  return (
    <div className="grid text-center">
      <dt className="order-last text-xs text-fg-muted">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">
        {value === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t.hidden}</span>
          </>
        ) : (
          formatCount(value)
        )}
      </dd>
    </div>
  );
}

/** Avatar, name, bio, website and counts; the same for one's own profile and anyone else's. */
export function ProfileHeader({
  name,
  avatarUrl,
  bio,
  website,
  postsCount,
  followers,
  following,
  actions,
  children,
}: ProfileHeaderProps) {
  const host = website ? website.replace(/^https?:\/\//, '').replace(/\/$/, '') : null;
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex items-center gap-4">
        <img
          src={avatarUrl}
          alt=""
          width={88}
          height={88}
          className="size-20 shrink-0 rounded-full bg-surface-muted object-cover ring-4 ring-primary/30 sm:size-22"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">{name}</h1>
          {bio ? <p className="text-sm text-fg-muted">{bio}</p> : null}
          {website && host ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="flex w-fit items-center gap-1 text-sm font-medium text-accent-fg hover:underline"
            >
              <LinkIcon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t.website}:</span>
              {host}
            </a>
          ) : null}
        </div>
        {actions ? <div className="hidden shrink-0 sm:block">{actions}</div> : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-2xl bg-surface-muted p-3">
        <Count value={postsCount} label={t.posts} />
        <Count value={followers} label={t.followers} />
        <Count value={following} label={t.following} />
      </dl>
      {actions ? <div className="sm:hidden [&>*]:w-full">{actions}</div> : null}
      {children}
    </Card>
  );
}
