import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newMemberColumns } from '../features/auth/auth.queries';
import { hashPassword } from '../features/auth/password';
import { newId } from '../platform/ids';

/**
 * A demo member's birth date: an adult's, between 1970 and 1999, told apart by the name so the demo does
 * not look like one class of the same year (a minor in the demo would be left out of its discovery lists).
 */
export function demoBirthDate(name: string): string {
  let sum = 0;
  for (const ch of name) sum += ch.codePointAt(0) ?? 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${1970 + (sum % 30)}-${pad(1 + (sum % 12))}-${pad(1 + (sum % 28))}`;
}

/** A member as the seed adds one: counters at zero (recount.ts counts them from the rows), as a sign-up starts. */
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
    ...newMemberColumns,
    birth_date: demoBirthDate(m.name),
    created_at: m.at,
    updated_at: m.at,
  };
}

/**
 * When a demo account joined, seeded at `at`: a month before, so a fresh demo is not held to the
 * limits of an account in its first day (shared/new-account-rules.ts).
 */
export const demoJoinedAt = (at: number) => at - 30 * 24 * 3600_000;

/** A demo account whose password is public (the README names it). */
export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  referralCode: string;
}

/**
 * The id of a demo account, added (with `extra` columns) when no member has its email yet: a member who
 * took the address keeps it, and the account is never added twice.
 */
export async function ensureDemoAccount(
  db: Kysely<Database>,
  account: DemoAccount,
  at: number,
  extra: Partial<Insertable<Database['users']>> = {},
): Promise<{ id: string; added: boolean }> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
  if (existing) return { id: existing.id, added: false };
  const id = newId('usr', at);
  const passwordHash = await hashPassword(account.password);
  await db
    .insertInto('users')
    .values({ ...memberRow({ ...account, id, passwordHash, at: demoJoinedAt(at) }), ...extra })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { id, added: true };
}
