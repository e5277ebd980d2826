import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';

/** A member as the seed adds one: counters at zero (recount.ts counts them from the rows), defaults for the rest. */
export function memberRow(m: {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  referralCode: string;
  at: number;
  phone?: string | null;
  bio?: string | null;
  website?: string | null;
}): Insertable<Database['users']> {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone ?? null,
    bio: m.bio ?? null,
    website: m.website ?? null,
    password_hash: m.passwordHash,
    referral_code: m.referralCode,
    referred_by: null,
    avatar_url: null,
    followers_count: 0,
    following_count: 0,
    posts_count: 0,
    theme: 'default',
    assistant_active: 1,
    created_at: m.at,
    updated_at: m.at,
  };
}
