import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { parseStoredMedia } from '../../platform/media/media';
import { resumeWebCopies, webCopyJob } from '../../platform/media/web-copy';
import * as q from './posts.queries';
import { postsChanged, type PostsRouteDeps } from './posts.service';

/** A post's video that some browsers cannot play gets an H.264/AAC copy (platform/media/web-copy.ts). */
export const POST_WEB_COPY = 'post-web-copy';

export function postWebCopyJob(deps: PostsRouteDeps) {
  return webCopyJob(deps, POST_WEB_COPY, {
    prefix: 'posts',
    target: {
      current: async (id) => parseStoredMedia((await q.findPost(deps.db, id))?.media ?? null),
      swap: async (id, from, to) => {
        const family = (eb: ExpressionBuilder<Database, 'posts'>) =>
          eb.or([eb('id', '=', id), eb('original_post_id', '=', id)]);
        // Reposts carry the original's media and take the copy with it; nothing changes when the
        // post's media changed meanwhile (the copy would undo that).
        const res = await deps.db
          .updateTable('posts')
          .set({ media: JSON.stringify(to) })
          .where(family)
          .where('media', '=', JSON.stringify(from))
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return false;
        const rows = await deps.db
          .selectFrom('posts')
          .select(['id', 'author_user_id', 'brand_id', 'segment_id'])
          .where(family)
          .execute();
        for (const row of rows) postsChanged(deps, row);
        return true;
      },
    },
  });
}

export const resumePostWebCopies = (deps: Pick<PostsRouteDeps, 'jobs'>) => resumeWebCopies(deps.jobs, POST_WEB_COPY);
