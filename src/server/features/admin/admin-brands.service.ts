import type { Kysely } from 'kysely';
import { z } from 'zod';
import { brandSlug, type AdminBrand, type BrandFields, type brandPatchSchema } from '../../../shared/admin-brands';
import type { AuditAction } from '../../../shared/admin-rules';
import type { SegmentId } from '../../../shared/catalog';
import { formatThousands } from '../../../shared/format';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { Database } from '../../db/schema';
import { isUniqueViolation, toBool } from '../../db/dialect';
import { recordAudit, type AuditRecord } from '../../platform/audit';
import { defaultAvatarUrl } from '../../platform/avatars';
import { cacheTags } from '../../platform/cache-tags';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageOf } from '../../platform/pagination';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import * as q from './admin-brands.queries';

export interface AdminBrandsDeps {
  db: Kysely<Database>;
  clock: Clock;
  cache: ReadCache;
  storage: Storage;
}

type Db = Kysely<Database>;

const BRANDS_PAGE = 20;

/** A new brand's cover until one is uploaded: a gradient drawn from its name (app.ts serves it). */
export function defaultCoverUrl(name: string): string {
  return `/avatars/cover.svg?name=${encodeURIComponent(name)}`;
}

function toAdminBrand(row: q.BrandRow, owners: number): AdminBrand {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    segmentId: row.segment_id as SegmentId | null,
    bio: row.bio,
    website: row.website,
    logoUrl: row.logo_url,
    coverUrl: row.cover_url,
    verified: toBool(row.verified),
    suspended: row.suspended_at !== null,
    followers: Number(row.followers_count),
    followersText: formatThousands(Number(row.followers_count), 1),
    owners,
  };
}

async function withOwners(db: Db, rows: q.BrandRow[]): Promise<AdminBrand[]> {
  const counts = await q.ownerCounts(
    db,
    rows.map((r) => r.id),
  );
  const byBrand = new Map(counts.map((c) => [c.brand_id, Number(c.owners)]));
  return rows.map((r) => toAdminBrand(r, byBrand.get(r.id) ?? 0));
}

export async function oneBrand(db: Db, id: string): Promise<AdminBrand> {
  const row = await brandOr404(db, id);
  return (await withOwners(db, [row]))[0]!;
}

const brandsCursor = z.object({ p: z.number().int(), i: z.string().min(1).max(64) });

export async function listBrands(deps: Pick<AdminBrandsDeps, 'db'>, query: string | undefined, cursor?: string) {
  const rows = await q.searchBrands(deps.db, query ?? '', BRANDS_PAGE + 1, decodeCursor(cursor, brandsCursor));
  const page = pageOf(rows, BRANDS_PAGE, (last) => encodeCursor({ p: Number(last.position), i: last.id }));
  return { brands: await withOwners(deps.db, page.rows), nextCursor: page.nextCursor };
}

export async function brandOr404(db: Db, id: string) {
  const row = await q.findBrand(db, id);
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

async function checkSegment(db: Db, segmentId: string | undefined) {
  if (segmentId && !(await q.segmentExists(db, segmentId))) {
    throw new AppError(400, 'validation_failed', ptBR.adminBrandErrors.segmentInvalid, {
      segmentId: ptBR.adminBrandErrors.segmentInvalid,
    });
  }
}

/** The name's slug, or the first of slug-2, slug-3… that no brand has taken. */
async function freeId(db: Db, name: string): Promise<string> {
  const slug = brandSlug(name);
  const taken = await q.idsStartingWith(db, slug);
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

/**
 * Brand data shows wherever the brand does: on its posts in feeds, explore and search (which are
 * kept in the read cache), so a change to it drops those answers, after the commit.
 */
export function invalidateBrand(deps: AdminBrandsDeps, brandId: string) {
  deps.cache.invalidate(cacheTags.source('brand', brandId), cacheTags.anyPost, cacheTags.anyMedia);
}

/** The console's audit record of a change to a brand, written in the transaction that makes it. */
export function auditBrandChange(
  trx: Db,
  actorId: string,
  brandId: string,
  change: Pick<AuditRecord, 'action' | 'before' | 'after' | 'at'>,
) {
  return recordAudit(trx, { actorId, via: 'console', targetType: 'brand', targetId: brandId, ...change });
}

function auditFields(row: Pick<q.BrandRow, 'name' | 'category' | 'segment_id' | 'bio' | 'website'>) {
  return { name: row.name, category: row.category, segmentId: row.segment_id, bio: row.bio, website: row.website };
}

export async function createBrand(deps: AdminBrandsDeps, actorId: string, input: BrandFields): Promise<AdminBrand> {
  const id = await deps.db.transaction().execute(async (trx) => {
    await checkSegment(trx, input.segmentId);
    const id = await freeId(trx, input.name);
    const now = deps.clock.now();
    try {
      await trx
        .insertInto('brands')
        .values({
          id,
          name: input.name,
          category: input.category,
          followers_text: '',
          followers_count: 0,
          verified: 0,
          segment_id: input.segmentId,
          logo_url: defaultAvatarUrl(input.name),
          cover_url: defaultCoverUrl(input.name),
          position: await q.nextPosition(trx),
          bio: input.bio,
          website: input.website,
          suspended_at: null,
        })
        .execute();
    } catch (err) {
      // Two operators naming two brands alike at the same instant: the second tries again.
      if (isUniqueViolation(err)) throw new AppError(409, 'brand_id_taken');
      throw err;
    }
    await auditBrandChange(trx, actorId, id, {
      action: 'brand.create',
      before: null,
      after: { ...auditFields({ ...input, segment_id: input.segmentId }), verified: false, suspended: false },
      at: now,
    });
    return id;
  });
  invalidateBrand(deps, id);
  return oneBrand(deps.db, id);
}

/** Only the fields the edit sends change; an edit that fails changes nothing (one transaction). */
export async function updateBrand(
  deps: AdminBrandsDeps,
  actorId: string,
  brandId: string,
  patch: z.output<typeof brandPatchSchema>,
): Promise<AdminBrand> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await brandOr404(trx, brandId);
    await checkSegment(trx, patch.segmentId);
    const before = auditFields(row);
    const after = {
      name: patch.name ?? row.name,
      category: patch.category ?? row.category,
      segmentId: patch.segmentId ?? row.segment_id,
      bio: patch.bio ?? row.bio,
      website: patch.website === undefined ? row.website : patch.website,
    };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
    if (changed.length === 0) return;
    await trx
      .updateTable('brands')
      .set({
        name: after.name,
        category: after.category,
        segment_id: after.segmentId,
        bio: after.bio,
        website: after.website,
      })
      .where('id', '=', brandId)
      .execute();
    await auditBrandChange(trx, actorId, brandId, {
      action: 'brand.update',
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      at: deps.clock.now(),
    });
  });
  invalidateBrand(deps, brandId);
  return oneBrand(deps.db, brandId);
}

type BrandRow = Awaited<ReturnType<typeof brandOr404>>;

/** One on/off switch of a brand, as the console flips it and the audit log records it. */
interface BrandSwitch {
  name: 'verified' | 'suspended';
  isOn: (row: BrandRow) => boolean;
  /** The column's value for the new state. */
  column: (on: boolean, now: number) => { verified: number } | { suspended_at: number | null };
  actions: { on: AuditAction; off: AuditAction };
}

/** Flips a brand's switch, audited; flipping it to where it already is records nothing. */
async function flipBrand(deps: AdminBrandsDeps, actorId: string, brandId: string, sw: BrandSwitch, on: boolean) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await brandOr404(trx, brandId);
    if (sw.isOn(row) === on) return;
    const now = deps.clock.now();
    await trx.updateTable('brands').set(sw.column(on, now)).where('id', '=', brandId).execute();
    await auditBrandChange(trx, actorId, brandId, {
      action: on ? sw.actions.on : sw.actions.off,
      before: { [sw.name]: !on },
      after: { [sw.name]: on },
      at: now,
    });
  });
  invalidateBrand(deps, brandId);
  return oneBrand(deps.db, brandId);
}

const verifiedSwitch: BrandSwitch = {
  name: 'verified',
  isOn: (row) => toBool(row.verified),
  column: (on) => ({ verified: on ? 1 : 0 }),
  actions: { on: 'brand.verify', off: 'brand.unverify' },
};

const suspendedSwitch: BrandSwitch = {
  name: 'suspended',
  isOn: (row) => row.suspended_at !== null,
  column: (on, now) => ({ suspended_at: on ? now : null }),
  actions: { on: 'brand.suspend', off: 'brand.reinstate' },
};

/** Verifies or unverifies (the badge); doing what is already done records nothing. */
export function setVerified(deps: AdminBrandsDeps, actorId: string, brandId: string, verified: boolean) {
  return flipBrand(deps, actorId, brandId, verifiedSwitch, verified);
}

/**
 * Suspends or reinstates a brand. Suspended, it is off the brand list, search and its page (but for
 * operators and its team), its team cannot publish as it (brands' isBrandLive), and its items and
 * products are out of everything members see (decision 023).
 */
export async function setSuspended(deps: AdminBrandsDeps, actorId: string, brandId: string, suspended: boolean) {
  const brand = await flipBrand(deps, actorId, brandId, suspendedSwitch, suspended);
  // Its items and products sit in cached answers of every kind (feeds, pages, the store, other
  // members' reposts), which no tag names all of: a rare switch forgets every cached answer at once.
  deps.cache.clear();
  return brand;
}
