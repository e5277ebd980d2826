import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { ReadCache } from '../../platform/read-cache';
import type { EventBus } from '../../platform/event-bus';
import type { Storage } from '../../platform/storage';
import * as ads from '../ads/ads.service';
import { getMember } from '../auth/auth.service';
import * as security from '../security/security.service';
import * as shop from '../shop/shop.service';
import * as wallet from '../wallet/wallet.service';
import * as settings from './settings.service';

export interface MyDataDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  bus: EventBus;
  cache: ReadCache;
}

/** Everything BrandSocial keeps about a member, as one JSON document (LGPD art. 18). */
export async function exportMyData(deps: MyDataDeps, userId: string, currentSessionId: string) {
  const member = await getMember(deps, userId);
  return {
    exportedAt: new Date(deps.clock.now()).toISOString(),
    member,
    settings: await settings.exportFor(deps.db, userId),
    security: await security.exportFor(deps, userId, currentSessionId),
    shop: await shop.exportFor(deps, userId, member.name),
    wallet: await wallet.exportFor(deps.db, userId),
    campaigns: await ads.exportFor(deps, userId),
  };
}
