import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cacheTags } from '../../platform/cache-tags';
import type { MediaJobs } from '../../platform/media/jobs';
import { parseStoredMedia } from '../../platform/media/media';
import { resumeWebCopies, webCopyJob, type WebCopyTarget } from '../../platform/media/web-copy';
import type { ReadCache } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { mediaKeyOf } from './stories.service';

/** A story's or a highlight's video that some browsers cannot play gets an H.264/AAC copy (web-copy.ts). */
export const STORY_WEB_COPY = 'story-web-copy';
export const HIGHLIGHT_WEB_COPY = 'highlight-web-copy';

export interface StoryWebCopyDeps {
  db: Kysely<Database>;
  storage: Storage;
  jobs: MediaJobs;
  /** Absent where nothing of stories is cached (highlights). */
  cache?: ReadCache | undefined;
}

/**
 * Stories and highlights share media by key (a story's reposts, the highlights made from it): the
 * copy takes its place in every row that shows it, and the upload's files go once none does.
 */
function sharedMediaTarget(deps: StoryWebCopyDeps, table: 'stories' | 'highlights'): WebCopyTarget {
  return {
    current: async (id) =>
      parseStoredMedia(
        (await deps.db.selectFrom(table).select('media').where('id', '=', id).executeTakeFirst())?.media ?? null,
      ),
    swap: async (_id, from, to) => {
      const values = { media: JSON.stringify(to), media_key: mediaKeyOf(to) };
      const oldKey = mediaKeyOf(from);
      const changed = await deps.db.transaction().execute(async (trx) => {
        const stories = await trx.updateTable('stories').set(values).where('media_key', '=', oldKey).executeTakeFirst();
        const kept = await trx.updateTable('highlights').set(values).where('media_key', '=', oldKey).executeTakeFirst();
        return Number(stories.numUpdatedRows) + Number(kept.numUpdatedRows);
      });
      if (changed === 0) return false;
      deps.cache?.invalidate(cacheTags.anyMedia);
      return true;
    },
  };
}

export function registerStoryWebCopies(
  deps: StoryWebCopyDeps,
  kind: typeof STORY_WEB_COPY | typeof HIGHLIGHT_WEB_COPY,
): () => Promise<number> {
  const table = kind === STORY_WEB_COPY ? 'stories' : 'highlights';
  deps.jobs.register(kind, webCopyJob(deps, kind, { prefix: 'stories', target: sharedMediaTarget(deps, table) }));
  return () => resumeWebCopies(deps.jobs, kind);
}
