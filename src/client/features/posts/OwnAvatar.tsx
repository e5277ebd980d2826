import { useMember } from '@client/features/auth/use-session';
import { Avatar } from '@client/ui/thumb';

/** The signed-in member's picture beside what they are about to write; nothing while no one is signed in. */
export function OwnAvatar({ size }: { size: 32 | 40 }) {
  const member = useMember();
  if (!member) return null;
  return <Avatar src={member.avatarUrl} size={size} className="shrink-0" />;
}
