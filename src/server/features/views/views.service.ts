import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { SeenItem, ViewKind } from '../../../shared/views';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { visibleProcessedRows } from '../content/processed-videos';
import { visiblePostRows } from '../posts/post-views';
import { teamBrandIdsOf } from '../teams/team-guard';
import { insertViews, viewTables } from './views.queries';

export interface ViewsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** An item whose reach a view adds to: a brand's, by id. */
interface Target {
  id: string;
  brandId: string | null;
}

/**
 * What each seen id counts for, once the viewer is known to see every one of them. A repost counts
 * for the original it shows (a copy never reaches further than its original, content/visibility.ts).
 */
async function targetsOf(db: Kysely<Database>, viewerId: string, kind: ViewKind, ids: string[]): Promise<Target[]> {
  if (ids.length === 0) return [];
  const targets =
    kind === 'post'
      ? (await visiblePostRows(db, viewerId, ids)).map(({ row }) =>
          row.original_post_id
            ? { id: row.original_post_id, brandId: row.original_brand_id }
            : { id: row.id, brandId: row.is_repost ? null : row.brand_id },
        )
      : (await visibleProcessedRows(db, kind === 'reel' ? 'reels' : 'long_videos', viewerId, ids)).map((row) => ({
          id: row.id,
          brandId: row.status === 'ready' ? row.brand_id : null,
        }));
  // Rows are answered once per id: fewer than asked means one is gone or hidden from this viewer.
  if (targets.length !== ids.length) throw new AppError(404, 'not_found', ptBR.viewErrors.gone);
  return targets;
}

/**
 * Records what a member saw (decision 021): each item must exist and be visible to them, else the
 * whole batch is refused. Only brands' items have a reach, and a brand's own team is not its
 * audience, so their sights are not kept.
 */
export async function recordViews(deps: ViewsDeps, viewerId: string, items: readonly SeenItem[]) {
  const idsOf = (kind: ViewKind) => [...new Set(items.filter((i) => i.kind === kind).map((i) => i.id))];
  const [posts, reels, videos] = await Promise.all(
    (['post', 'reel', 'video'] as const).map((kind) => targetsOf(deps.db, viewerId, kind, idsOf(kind))),
  );
  const team = await teamBrandIdsOf(deps.db, viewerId);
  const counted = (targets: Target[]) => [
    ...new Set(targets.filter((t) => t.brandId !== null && !team.has(t.brandId)).map((t) => t.id)),
  ];
  const now = deps.clock.now();
  const added = await deps.db.transaction().execute(async (trx) => {
    let n = await insertViews(trx, viewTables.post, counted(posts!), viewerId, now);
    n += await insertViews(trx, viewTables.reel, counted(reels!), viewerId, now);
    n += await insertViews(trx, viewTables.video, counted(videos!), viewerId, now);
    return n;
  });
  return { counted: added };
}
