import { Clock, Lock, UserCheck, UserPlus } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import type { PublicMember } from '@shared/profile';
import { ptBR } from '@shared/i18n/pt-BR';
import { usePageTitle } from '@client/ui/page-header';
import { QueryView } from '@client/ui/query-view';
import { useMember } from '@client/features/auth/use-session';
import type { PostsQuery } from '@client/features/posts/InfinitePosts';
import { MemberShopSection } from '@client/features/shop/MemberShopSection';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePosts } from './ProfilePosts';
import { useFollowMemberMutation, useMemberPostsQuery, useMemberQuery } from './use-profile';
import { EmptyState } from '@client/ui/empty-state';
import { SafetyMenu } from '@client/features/safety/SafetyMenu';

const m = ptBR.members;

function FollowButton({ member }: { member: PublicMember }) {
  const follow = useFollowMemberMutation(member);
  if (member.requestedByMe) {
    return (
      <Button
        variant="outline"
        aria-pressed="true"
        onClick={() => follow.mutate(false)}
        disabled={follow.isPending}
        title={m.cancelRequest}
      >
        <Clock aria-hidden="true" />
        {m.requested}
      </Button>
    );
  }
  return member.followedByMe ? (
    <Button variant="outline" aria-pressed="true" onClick={() => follow.mutate(false)} disabled={follow.isPending}>
      <UserCheck aria-hidden="true" />
      {m.followingMember}
    </Button>
  ) : (
    <Button variant="brand" aria-pressed="false" onClick={() => follow.mutate(true)} disabled={follow.isPending}>
      <UserPlus aria-hidden="true" />
      {m.follow}
    </Button>
  );
}

/** Report, mute or block the member, or undo a block or a mute from their page. */
function MemberSafetyMenu({ member }: { member: PublicMember }) {
  return (
    <SafetyMenu
      label={ptBR.safetyScreens.menuOf(member.name)}
      className="size-10 shrink-0 border border-border"
      target={{
        report: { kind: 'member', id: member.id },
        author: { kind: 'member', id: member.id, name: member.name },
        blockedByMe: member.blockedByMe,
        mutedByMe: member.mutedByMe,
      }}
    />
  );
}

function MemberProfile({ member, posts }: { member: PublicMember; posts: PostsQuery }) {
  return (
    <div className="grid gap-4">
      <ProfileHeader
        member={member}
        actions={
          // On phones the row is as wide as the card: the follow button takes what the menu leaves.
          <div className="flex items-center gap-2 [&>:first-child]:flex-1">
            <FollowButton member={member} />
            <MemberSafetyMenu member={member} />
          </div>
        }
        // A private account's lists are for its followers, as its posts are.
        lists={member.postsVisible}
      />
      <MemberShopSection memberId={member.id} memberName={member.name} title={ptBR.shop.products} />
      <h2 className="px-1 text-sm font-bold tracking-wide text-fg-muted">{ptBR.profile.tabs.posts}</h2>
      {member.postsVisible ? (
        <ProfilePosts
          query={posts}
          empty={<Card className="px-6 py-10 text-center text-sm text-fg-muted">{ptBR.profile.noPosts}</Card>}
        />
      ) : (
        <EmptyState icon={Lock} title={ptBR.privacy.postsPrivate} />
      )}
    </div>
  );
}

/** /u/{id}: another member's public profile; the layout of /profile without its private tabs. */
export function MemberPage() {
  const { id = '' } = useParams();
  const me = useMember();
  const query = useMemberQuery(id);
  const posts = useMemberPostsQuery(id, id !== me?.id && query.data?.postsVisible === true);
  usePageTitle(query.data?.name ?? ptBR.pages.profile);

  if (me && id === me.id) return <Navigate to="/profile" replace />;
  return (
    <QueryView
      query={query}
      loading={<Skeleton className="h-56 w-full rounded-2xl" />}
      notFound={<Card className="px-6 py-12 text-center text-fg-muted">{m.notFound}</Card>}
    >
      {(member) => <MemberProfile member={member} posts={posts} />}
    </QueryView>
  );
}
