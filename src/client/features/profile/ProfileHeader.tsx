import { Link as LinkIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { FollowListKind, PublicMember } from '@shared/profile';
import { Card } from '@client/ui/card';
import { FollowListSheet } from './FollowListSheet';

const t = ptBR.profile;

/** What the header shows of a member; the counts are null where the member hides them. */
type ShownMember = Pick<
  PublicMember,
  'id' | 'name' | 'avatarUrl' | 'bio' | 'website' | 'postsCount' | 'followers' | 'following'
>;

interface ProfileHeaderProps {
  member: ShownMember;
  /** One's own profile: the lists speak of 'you'. */
  isMe?: boolean;
  /** Buttons beside the name (follow, edit). */
  actions?: ReactNode;
  /** Extra rows under the counts (the referral code on one's own profile). */
  children?: ReactNode;
  /** The counts open the followers and following lists; they are plain text without it. */
  lists?: boolean;
}

function Count({ value, label, onOpen }: { value: number | null; label: string; onOpen?: (() => void) | undefined }) {
  const shown =
    value === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t.hidden}</span>
      </>
    ) : (
      formatCount(value)
    );
  return (
    <div className="relative grid rounded-xl text-center has-[button:hover]:bg-surface">
      <dt className="order-last text-xs text-fg-muted">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">
        {onOpen && value !== null ? (
          // The whole cell answers the tap; the button reads as its count and what is counted.
          <button
            type="button"
            onClick={onOpen}
            className="rounded-xl after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {shown}
            <span className="sr-only"> {label}</span>
          </button>
        ) : (
          shown
        )}
      </dd>
    </div>
  );
}

/** Avatar, name, bio, website and counts; the same for one's own profile and anyone else's. */
export function ProfileHeader({ member, isMe = false, actions, children, lists = false }: ProfileHeaderProps) {
  const { name, avatarUrl, bio, website, postsCount, followers, following } = member;
  const [list, setList] = useState<FollowListKind | null>(null);
  const onOpenList = lists ? setList : undefined;
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
        <Count value={postsCount} label={postsCount === 1 ? t.post : t.posts} />
        <Count
          value={followers}
          label={followers === 1 ? t.follower : t.followers}
          onOpen={onOpenList && (() => onOpenList('followers'))}
        />
        <Count value={following} label={t.following} onOpen={onOpenList && (() => onOpenList('following'))} />
      </dl>
      {actions ? <div className="sm:hidden [&>*]:w-full">{actions}</div> : null}
      {children}
      <FollowListSheet memberId={member.id} isMe={isMe} kind={list} onClose={() => setList(null)} />
    </Card>
  );
}
