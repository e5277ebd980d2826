import type { Selectable } from 'kysely';
import type { Member } from '../../../shared/auth';
import { isThemeId } from '../../../shared/themes';
import type { UsersTable } from './auth.tables';
import { toBool } from '../../db/dialect';
import { defaultAvatarUrl } from '../../platform/avatars';

export type UserRow = Selectable<UsersTable>;

/** The member as they see themselves; never carries the password hash. */
export function toMember(row: UserRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    bio: row.bio,
    website: row.website,
    referralCode: row.referral_code,
    avatarUrl: row.avatar_url ?? defaultAvatarUrl(row.name),
    followers: row.followers_count,
    following: row.following_count,
    postsCount: row.posts_count,
    theme: isThemeId(row.theme) ? row.theme : 'default',
    assistantActive: toBool(row.assistant_active),
    onboardingPending: toBool(row.onboarding_pending),
    isOperator: toBool(row.is_operator),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
