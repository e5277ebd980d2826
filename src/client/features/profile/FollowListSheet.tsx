import { Clock, Lock, UserCheck, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { FollowListKind, FollowListMember } from '@shared/profile';
import { QueryError } from '@client/ui/query-error';
import { isApiError } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { LoadMore } from '@client/ui/load-more';
import { SideSheet } from '@client/ui/side-sheet';
import { Skeleton } from '@client/ui/skeleton';
import { useFollowListQuery, useFollowRowMutation } from './use-follow-lists';
import { Avatar } from '@client/ui/thumb';

const t = ptBR.profile.lists;
const m = ptBR.members;

function RowFollowButton({ member }: { member: FollowListMember }) {
  const follow = useFollowRowMutation();
  if (member.isMe) return <span className="text-xs font-medium text-fg-muted">{t.you}</span>;
  const on = member.followedByMe || member.requestedByMe;
  return (
    <Button
      size="sm"
      variant={on ? 'outline' : 'brand'}
      aria-pressed={on}
      disabled={follow.isPending}
      onClick={() => follow.mutate({ member, follow: !on })}
      className="shrink-0"
    >
      {member.requestedByMe ? (
        <Clock aria-hidden="true" />
      ) : member.followedByMe ? (
        <UserCheck aria-hidden="true" />
      ) : (
        <UserPlus aria-hidden="true" />
      )}
      {member.requestedByMe ? m.requested : member.followedByMe ? m.followingMember : m.follow}
      <span className="sr-only"> {member.name}</span>
    </Button>
  );
}

function Row({ member }: { member: FollowListMember }) {
  return (
    <li className="flex items-center gap-3">
      <Link
        to={member.isMe ? '/profile' : `/u/${encodeURIComponent(member.id)}`}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-1 hover:bg-surface-muted"
      >
        <Avatar src={member.avatarUrl} size={44} className="shrink-0" />
        <span className="truncate font-semibold">{member.name}</span>
      </Link>
      <RowFollowButton member={member} />
    </li>
  );
}

interface ListBodyProps {
  memberId: string;
  kind: FollowListKind;
  isMe: boolean;
}

function ListBody({ memberId, kind, isMe }: ListBodyProps) {
  const query = useFollowListQuery(memberId, kind, true);
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={ptBR.common.loading}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <Skeleton className="h-4 w-40 rounded-lg" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    if (isApiError(query.error, 403)) {
      return (
        <p className="grid justify-items-center gap-2 py-8 text-center text-sm text-fg-muted">
          <Lock aria-hidden="true" className="size-8 text-accent-fg" />
          {t.hidden}
        </p>
      );
    }
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const members = query.data.pages.flatMap((p) => p.members);
  if (members.length === 0) {
    const text =
      kind === 'followers'
        ? isMe
          ? t.emptyMyFollowers
          : t.emptyFollowers
        : isMe
          ? t.emptyMyFollowing
          : t.emptyFollowing;
    return (
      <p className="grid justify-items-center gap-2 py-8 text-center text-sm text-fg-muted">
        <Users aria-hidden="true" className="size-8 text-accent-fg" />
        {text}
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-2" aria-label={kind === 'followers' ? t.followers : t.following}>
        {members.map((member) => (
          <Row key={member.id} member={member} />
        ))}
      </ul>
      <LoadMore list={query} size="sm" className="w-fit justify-self-center" label={t.more} />
    </>
  );
}

interface FollowListSheetProps {
  memberId: string;
  isMe: boolean;
  /** Which list is open; null when closed. */
  kind: FollowListKind | null;
  onClose: () => void;
}

/** Followers or following, in a sheet beside the page. */
export function FollowListSheet({ memberId, isMe, kind, onClose }: FollowListSheetProps) {
  return (
    <SideSheet
      open={kind !== null}
      onClose={onClose}
      className="max-h-[80dvh] min-h-[40dvh]"
      title={kind === 'following' ? t.following : t.followers}
    >
      <div className="grid flex-1 content-start gap-3 overflow-y-auto overscroll-contain">
        {kind ? <ListBody memberId={memberId} kind={kind} isMe={isMe} /> : null}
      </div>
    </SideSheet>
  );
}
