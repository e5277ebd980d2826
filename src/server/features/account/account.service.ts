import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { removeMedia } from '../../platform/media/media';
import type { MemberDataContext } from '../../platform/member-data';
import type { Throttle } from '../../platform/rate-limit';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import * as ads from '../ads/ads.account';
import * as auth from '../auth/auth.account';
import { checkPassword } from '../auth/password-check';
import * as members from '../members/members.account';
import * as safety from '../safety/safety.account';
import * as moderation from '../moderation/moderation.account';
import * as security from '../security/security.account';
import * as settings from '../settings/settings.account';
import * as shop from '../shop/shop.account';
import * as shoppable from '../shoppable/shoppable.account';
import * as wallet from '../wallet/wallet.account';

/**
 * The member's whole account: everything BrandSocial keeps about them, and their leaving. Each
 * feature answers for its own part through its `<feature>.account.ts`.
 */

export interface AccountDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  cache: ReadCache;
  throttle: Throttle;
}

/** Everything BrandSocial keeps about a member, as one JSON document (LGPD art. 18). */
export async function exportAccount(
  deps: Omit<MemberDataContext, 'currentSessionId'>,
  memberId: string,
  currentSessionId: string,
) {
  const ctx: MemberDataContext = { db: deps.db, clock: deps.clock, storage: deps.storage, currentSessionId };
  return {
    exportedAt: new Date(deps.clock.now()).toISOString(),
    member: await auth.exportFor(ctx, memberId),
    settings: await settings.exportFor(ctx, memberId),
    security: await security.exportFor(ctx, memberId),
    shop: await shop.exportFor(ctx, memberId),
    productTags: await shoppable.exportFor(ctx, memberId),
    wallet: await wallet.exportFor(ctx, memberId),
    campaigns: await ads.exportFor(ctx, memberId),
    safety: await safety.exportFor(ctx, memberId),
    moderation: await moderation.exportFor(ctx, memberId),
  };
}

/** The parts that undo something before the member row goes; the member row itself goes last. */
const forgetters = [
  settings.forgetMember,
  shop.forgetMember,
  shoppable.forgetMember,
  members.forgetMember,
  moderation.forgetMember,
  auth.forgetMember,
];

/**
 * Deletes the account after the password is confirmed: the member row goes, and with it (by
 * cascade) their sessions, settings, store, wallet, campaigns and content; their likes leave
 * other members' counters and their brand follows the brands' counts and insights first, and their
 * pictures leave storage once the rows are gone.
 */
export async function deleteAccount(deps: AccountDeps, memberId: string, password: string) {
  await checkPassword(deps, memberId, password);
  const now = deps.clock.now();
  const media = await deps.db.transaction().execute(async (trx) => {
    const parts = [];
    for (const forget of forgetters) parts.push(...(await forget(trx, memberId, now)));
    return parts;
  });
  // Their posts, likes, comments and follows went with them, from every list that showed them.
  deps.cache.clear();
  await Promise.all(media.map((m) => removeMedia(deps.storage, m)));
}
