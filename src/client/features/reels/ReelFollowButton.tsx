import type { PublicMember } from '@shared/profile';
import type { Reel } from '@shared/reels';
import { ptBR } from '@shared/i18n/pt-BR';
import { useBrandCardsQuery, useFollowBrandMutation } from '@client/features/brands/use-brands';
import { useFollowMemberMutation, useMemberQuery } from '@client/features/profile/use-profile';
import { cn } from '@client/lib/cn';

const t = ptBR.reels;

type State = 'unknown' | 'none' | 'following' | 'requested';

function Pill({
  state,
  name,
  pending,
  onClick,
}: {
  state: State;
  name: string;
  pending: boolean;
  onClick: () => void;
}) {
  const on = state === 'following' || state === 'requested';
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={pending || state === 'unknown'}
      onClick={onClick}
      className={cn(
        'h-8 shrink-0 rounded-lg border px-3 text-xs font-bold text-white drop-shadow transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        on ? 'border-white/50 bg-white/15' : 'border-white bg-black/20 hover:bg-white/25',
        // Holds its place until the follow state is known, so the row never shifts.
        state === 'unknown' && 'invisible',
      )}
    >
      {state === 'requested' ? t.requested : on ? t.following : t.follow}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

/** Brands come from the catalogue list every brand button shares, so a follow shows everywhere at once. */
function BrandFollow({ brandId, name }: { brandId: string; name: string }) {
  const brands = useBrandCardsQuery();
  const follow = useFollowBrandMutation();
  const brand = brands.data?.find((b) => b.id === brandId);
  return (
    <Pill
      state={brand ? (brand.followedByMe ? 'following' : 'none') : 'unknown'}
      name={name}
      pending={follow.isPending}
      onClick={() => {
        if (brand) follow.mutate({ brand, follow: !brand.followedByMe });
      }}
    />
  );
}

function MemberFollowLoaded({ member }: { member: PublicMember }) {
  const follow = useFollowMemberMutation(member);
  const state: State = member.requestedByMe ? 'requested' : member.followedByMe ? 'following' : 'none';
  return (
    <Pill state={state} name={member.name} pending={follow.isPending} onClick={() => follow.mutate(state === 'none')} />
  );
}

function MemberFollow({ memberId, name, near }: { memberId: string; name: string; near: boolean }) {
  const query = useMemberQuery(memberId, near);
  if (!query.data) return <Pill state="unknown" name={name} pending onClick={() => undefined} />;
  return <MemberFollowLoaded member={query.data} />;
}

/**
 * 'Seguir' over a reel, for its author, brand or member; none on one's own reels. A member's
 * follow state is fetched only for the reels near the screen.
 */
export function ReelFollowButton({ reel, near }: { reel: Reel; near: boolean }) {
  if (reel.isMine) return null;
  return reel.author.kind === 'brand' ? (
    <BrandFollow brandId={reel.author.id} name={reel.author.name} />
  ) : (
    <MemberFollow memberId={reel.author.id} name={reel.author.name} near={near} />
  );
}
