import fs from 'node:fs';
import { h264Clip } from '../../../src/server/testing/fixtures/clips';
import { multipart, view } from '../support';
import { brandItem } from './brand-items';
import { mediaItem, type MediaPath } from './ready-media';
import type { CaseContext, CaseTable, Probe } from './types';

const readyReel = 'a ready reel is for every member to watch and react to';
const readyVideo = 'a ready long video is for every member to watch';

const clipForm = async (fields: Record<string, string>) =>
  multipart(fields, { filename: 'video.mp4', contentType: 'video/mp4', data: fs.readFileSync(await h264Clip()) });

async function onReel(ctx: CaseContext, path = '', extra: Partial<Probe> = {}): Promise<Probe> {
  const description = `Reel de A ${Math.random().toString(36).slice(2)}`;
  const id = await mediaItem(ctx, 'reels', { member: ctx.a }, description);
  const url = `/api/reels/${id}`;
  return { url: `${url}${path}`, state: async () => view(ctx.t, ctx.a, url), privateSecrets: [description], ...extra };
}

/** A's upload that failed: only A may ever see it. */
async function failedSecret(ctx: CaseContext, path: MediaPath) {
  const secret = `segredo-${Math.random().toString(36).slice(2)}`;
  await mediaItem(ctx, path, { member: ctx.a }, secret, 'failed');
  return secret;
}

const rowsOf = (ctx: CaseContext, table: 'reels' | 'long_videos') => async () =>
  (await ctx.t.database.db.selectFrom(table).select('id').where('author_user_id', '=', ctx.a.id).execute()).length;

export const videoCases: CaseTable = {
  'POST /api/reels': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/reels',
      ...(await clipForm({ description: 'Novo reel' })),
      state: rowsOf(ctx, 'reels'),
    }),
  },
  'GET /api/reels': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/reels', secrets: [await failedSecret(ctx, 'reels')] }),
    // The newest ready reel leads the list: the owner's, while no block stands.
    block: async (ctx) => {
      const owner = await ctx.fresh('Autora de Reels');
      const description = `Reel ${Math.random().toString(36).slice(2)}`;
      await mediaItem(ctx, 'reels', { member: owner }, description);
      return { url: '/api/reels', owner, privateSecrets: [description] };
    },
  },
  'GET /api/reels/:id': {
    access: 'shared',
    why: readyReel,
    private: true,
    setup: (ctx) => onReel(ctx),
    suspended: brandItem('reels'),
  },
  'DELETE /api/reels/:id': { access: 'owner', setup: (ctx) => onReel(ctx), brand: brandItem('reels') },
  'PUT /api/reels/:id/like': { access: 'shared', why: readyReel, private: true, setup: (ctx) => onReel(ctx, '/like') },
  'DELETE /api/reels/:id/like': {
    access: 'shared',
    why: readyReel,
    private: true,
    setup: (ctx) => onReel(ctx, '/like'),
  },
  'POST /api/reels/:id/share': {
    access: 'shared',
    why: readyReel,
    private: true,
    setup: (ctx) => onReel(ctx, '/share'),
  },
  'GET /api/reels/:id/comments': {
    access: 'shared',
    why: readyReel,
    private: true,
    setup: (ctx) => onReel(ctx, '/comments'),
    suspended: brandItem('reels', '/comments'),
  },
  'POST /api/reels/:id/comments': {
    access: 'shared',
    why: readyReel,
    private: true,
    setup: (ctx) => onReel(ctx, '/comments', { payload: { text: 'Comentário' } }),
  },

  'POST /api/videos': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/videos',
      ...(await clipForm({ title: 'Novo vídeo' })),
      state: rowsOf(ctx, 'long_videos'),
    }),
  },
  'GET /api/videos/featured': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/videos/featured', secrets: [await failedSecret(ctx, 'videos')] }),
  },
  'GET /api/videos/mine': {
    access: 'self',
    setup: async (ctx) => ({ url: '/api/videos/mine', secrets: [await failedSecret(ctx, 'videos')] }),
  },
  'GET /api/videos/:id': {
    access: 'shared',
    why: readyVideo,
    private: true,
    setup: async (ctx) => {
      const title = `Vídeo de A ${Math.random().toString(36).slice(2)}`;
      return {
        url: `/api/videos/${await mediaItem(ctx, 'videos', { member: ctx.a }, title)}`,
        privateSecrets: [title],
      };
    },
    suspended: brandItem('videos'),
  },
  'DELETE /api/videos/:id': {
    access: 'owner',
    setup: async (ctx) => {
      const url = `/api/videos/${await mediaItem(ctx, 'videos', { member: ctx.a }, 'Vídeo de A')}`;
      return { url, state: async () => view(ctx.t, ctx.a, url) };
    },
    brand: brandItem('videos'),
  },
};
