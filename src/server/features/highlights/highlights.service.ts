import type { Kysely } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { HIGHLIGHTS_MAX, type Highlight } from '../../../shared/stories';
import { defaultHighlightTitle } from '../../../shared/story-rules';
import type { Database } from '../../db/schema';
import { isUniqueViolation, toBool } from '../../db/dialect';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { parseStoredMedia, toMediaView, type StoredMedia } from '../../platform/media/media';
import type { Storage } from '../../platform/storage';
import { canViewPostsOf } from '../privacy/privacy';
import { findOwnStory, mediaKeyOf, releaseMedia } from '../stories/stories.service';
import { audienceOf, gatingAuthors, reshareable, visibleIn, type Gated } from '../content/visibility';
import { storyRowsByIds } from '../stories/stories.queries';
import { gatedStory } from '../stories/story-views';
import * as q from './highlights.queries';

export interface HighlightsDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
}

function toHighlight(storage: Storage, row: q.HighlightRow): Highlight {
  return {
    id: row.id,
    title: row.title,
    media: toMediaView(storage, parseStoredMedia(row.media)!),
    fromStory: toBool(row.from_story),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A member's highlights as the viewer may see them: none of a private account the viewer does not
 * follow, and one made from a repost only where its original's author's privacy lets the viewer see it.
 */
export async function listHighlights(deps: HighlightsDeps, viewerId: string, ownerId: string): Promise<Highlight[]> {
  if (!(await canViewPostsOf(deps.db, viewerId, ownerId))) return [];
  const [rows, sources] = await Promise.all([
    q.memberHighlights(deps.db, viewerId, ownerId, HIGHLIGHTS_MAX),
    q.highlightSources(deps.db, ownerId, HIGHLIGHTS_MAX),
  ]);
  const gates = new Map(
    sources.map((r): [string, Gated] => [
      r.id,
      {
        authorId: ownerId,
        isRepost: toBool(r.is_repost) || Boolean(r.media_author_id),
        originalId: null,
        originalAuthorId: r.original_author_id ?? r.media_author_id,
        originalBrandId: r.original_brand_id,
      },
    ]),
  );
  const audience = await audienceOf(
    deps.db,
    viewerId,
    [...gates.values()].flatMap((g) => gatingAuthors(g)),
  );
  return rows
    .filter((r) => {
      const gate = gates.get(r.id);
      return !gate || visibleIn(audience, viewerId, gate);
    })
    .map((r) => toHighlight(deps.storage, r));
}

async function insert(
  deps: HighlightsDeps,
  memberId: string,
  values: { title: string; media: StoredMedia; storyId: string | null },
): Promise<Highlight> {
  const now = deps.clock.now();
  const id = newId('hlt', now);
  try {
    await deps.db.transaction().execute(async (trx) => {
      if ((await q.countHighlights(trx, memberId)) >= HIGHLIGHTS_MAX) throw new AppError(409, 'highlight_limit');
      if (values.storyId && (await q.highlightOfStory(trx, values.storyId)))
        throw new AppError(409, 'highlight_exists');
      await q.insertHighlight(trx, {
        id,
        user_id: memberId,
        title: values.title,
        from_story: values.storyId ? 1 : 0,
        story_id: values.storyId,
        media_kind: values.media.kind,
        media: JSON.stringify(values.media),
        media_key: mediaKeyOf(values.media),
        created_at: now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'highlight_exists');
    throw err;
  }
  return toHighlight(deps.storage, (await q.findHighlight(deps.db, id))!);
}

/**
 * Keeps one of the member's stories on their profile past its 24 hours. It shares the story's
 * files and keeps the name chosen when it is made (by default the story's title, or the day it
 * was posted) for good.
 */
export async function highlightFromStory(
  deps: HighlightsDeps,
  memberId: string,
  storyId: string,
  chosenTitle?: string,
): Promise<Highlight> {
  const story = await findOwnStory(deps.db, memberId, storyId);
  if (toBool(story.is_repost)) {
    // A highlight keeps a repost for good: only what its original's author lets anyone reshare.
    const [row] = await storyRowsByIds(deps.db, [story.id]);
    const gated = gatedStory(row!);
    if (!reshareable(await audienceOf(deps.db, memberId, gatingAuthors(gated)), gated))
      throw new AppError(403, 'private_not_reshareable', ptBR.stories.privateNotReshareable);
  }
  const title = chosenTitle ?? defaultHighlightTitle(story.title, story.created_at);
  return insert(deps, memberId, { title, media: parseStoredMedia(story.media)!, storyId: story.id });
}

/** A highlight of the member's own, from a new upload; its name is theirs to change. */
export async function createHighlight(
  deps: HighlightsDeps,
  memberId: string,
  input: { title: string; media: StoredMedia },
): Promise<Highlight> {
  return insert(deps, memberId, { title: input.title, media: input.media, storyId: null });
}

async function mustFindOwn(deps: HighlightsDeps, memberId: string, id: string) {
  const row = await q.findHighlight(deps.db, id);
  if (!row || row.user_id !== memberId) throw new AppError(404, 'not_found');
  return row;
}

/** Renames a member's own highlight; one made from a story keeps the story's name (spec §5). */
export async function renameHighlight(
  deps: HighlightsDeps,
  memberId: string,
  id: string,
  title: string,
): Promise<Highlight> {
  const row = await mustFindOwn(deps, memberId, id);
  if (toBool(row.from_story)) throw new AppError(403, 'highlight_rename_forbidden');
  await q.renameHighlight(deps.db, id, title);
  return toHighlight(deps.storage, { ...row, title });
}

export async function deleteHighlight(deps: HighlightsDeps, memberId: string, id: string): Promise<void> {
  const row = await mustFindOwn(deps, memberId, id);
  await q.deleteHighlight(deps.db, id);
  await releaseMedia(deps, [row]);
}
