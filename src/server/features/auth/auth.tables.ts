import type { ColumnType, Generated } from 'kysely';

/** A member: their account, their profile and the counters shown on it. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  bio: string | null;
  website: string | null;
  password_hash: string;
  referral_code: string;
  referred_by: string | null;
  avatar_url: string | null;
  followers_count: number;
  following_count: number;
  posts_count: number;
  theme: string;
  assistant_active: number;
  /** 1 from sign-up until the member finishes or skips the welcome steps (migration 012). */
  onboarding_pending: Generated<number>;
  /** 1 for the operators who run the network (migration 014). */
  is_operator: Generated<number>;
  /** When an operator suspended the member; null while they may sign in. */
  suspended_at: number | null;
  /** When a suspension ends by itself; null for good (or when not suspended). */
  suspended_until: number | null;
  /** `YYYY-MM-DD`, asked at sign-up (migration 024); null for accounts made before, taken for adults'. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  updated_at: number;
}

/** A signed-in device: the cookie's token is never stored, only its hash. */
export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table cannot be replayed. */
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  user_agent: string | null;
  ip: string | null;
}
