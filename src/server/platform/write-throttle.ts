import type { FastifyInstance } from 'fastify';
import { ptBR } from '../../shared/i18n/pt-BR';
import { minutesText, type Throttle, type ThrottleFactory } from './rate-limit';

export type WriteKind =
  'post' | 'comment' | 'like' | 'follow' | 'repost' | 'share' | 'story' | 'reel' | 'video' | 'upload' | 'view';

/**
 * What one member may do per window. Far above what a person does by hand (liking 60 things in a
 * minute fits twice over), far below what a script does: a comment flood stops after 30.
 */
export const WRITE_BUDGETS: Record<WriteKind, { points: number; seconds: number }> = {
  post: { points: 30, seconds: 600 },
  comment: { points: 30, seconds: 60 },
  like: { points: 150, seconds: 60 },
  follow: { points: 60, seconds: 60 },
  repost: { points: 20, seconds: 60 },
  share: { points: 60, seconds: 60 },
  story: { points: 30, seconds: 600 },
  reel: { points: 20, seconds: 600 },
  video: { points: 20, seconds: 600 },
  /** Per upload route: a new avatar, a product, a product edit and a highlight each have their own. */
  upload: { points: 30, seconds: 600 },
  /** Seen items go in batches, every few seconds at most and once more as the page hides. */
  view: { points: 60, seconds: 60 },
};

const toggle = (url: string, kind: WriteKind) => ({ [`PUT ${url}`]: kind, [`DELETE ${url}`]: kind });

/** Every write route with a budget, by `METHOD url` as registered; undoing counts like doing. */
export const WRITE_ROUTES: Record<string, WriteKind> = {
  'POST /api/posts': 'post',
  'POST /api/posts/:id/comments': 'comment',
  'POST /api/reels/:id/comments': 'comment',
  ...toggle('/api/posts/:id/like', 'like'),
  ...toggle('/api/reels/:id/like', 'like'),
  ...toggle('/api/stories/:id/like', 'like'),
  ...toggle('/api/shop/products/:id/like', 'like'),
  // Saving is a toggle like a like, and as cheap to script.
  ...toggle('/api/posts/:id/bookmark', 'like'),
  ...toggle('/api/stories/:id/bookmark', 'like'),
  ...toggle('/api/members/:id/follow', 'follow'),
  ...toggle('/api/follows/brands/:brandId', 'follow'),
  ...toggle('/api/follows/segments/:segmentId', 'follow'),
  'POST /api/posts/:id/repost': 'repost',
  'POST /api/stories/:id/repost': 'repost',
  'POST /api/posts/:id/share': 'share',
  'POST /api/reels/:id/share': 'share',
  'POST /api/stories/:id/share': 'share',
  'POST /api/stories': 'story',
  'POST /api/reels': 'reel',
  'POST /api/videos': 'video',
  'POST /api/settings/avatar': 'upload',
  'POST /api/highlights': 'upload',
  'POST /api/shop/products': 'upload',
  'PATCH /api/shop/products/:id': 'upload',
  'POST /api/views': 'view',
};

const writingTooFast = (minutes: number) => ptBR.errors.writingTooFast(minutesText(minutes));

/**
 * Checks each signed-in member's write budgets before the handler runs, so a refused write stores
 * nothing (an upload is refused before its body is read). `scale` multiplies every budget for load
 * tests; 0 turns them off. Anonymous requests pass: their routes answer 401 themselves.
 */
export function registerWriteThrottle(app: FastifyInstance, throttles: ThrottleFactory, scale: number): void {
  if (scale <= 0) return;
  const byKind = new Map<WriteKind, Throttle>();
  for (const [kind, budget] of Object.entries(WRITE_BUDGETS) as [WriteKind, (typeof WRITE_BUDGETS)[WriteKind]][]) {
    byKind.set(
      kind,
      throttles({
        name: `write-${kind}`,
        points: Math.max(1, Math.round(budget.points * scale)),
        seconds: budget.seconds,
        message: writingTooFast,
      }),
    );
  }
  app.addHook('preHandler', async (request) => {
    if (!request.session) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    const kind = WRITE_ROUTES[route];
    if (!kind) return;
    const member = request.session.userId;
    await byKind.get(kind)!.hit([kind === 'upload' ? `${member} ${route}` : member]);
  });
}
