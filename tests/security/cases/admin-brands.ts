import crypto from 'node:crypto';
import { multipartForm } from '../../../src/server/testing/multipart-form';
import { jpeg } from '../../../src/server/testing/fixtures/posts';
import type { CaseContext, CaseTable } from './types';

/** A brand of its own for a probe that changes one, created as the operator would, so others' probes see no change. */
async function brandFor(ctx: CaseContext, name: string, values: { verified?: number; suspended?: boolean } = {}) {
  const id = `${name.toLowerCase().replace(/\s+/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
  await ctx.t.database.db
    .insertInto('brands')
    .values({
      id,
      name,
      category: 'Teste',
      followers_text: '',
      followers_count: 0,
      verified: values.verified ?? 0,
      segment_id: 'moda',
      logo_url: '/avatars/initials.svg?name=X',
      cover_url: '/avatars/cover.svg?name=X',
      position: 1000,
      bio: 'Bio antes',
      website: null,
      suspended_at: values.suspended ? ctx.t.clock.now() : null,
    })
    .execute();
  const state = async () =>
    ctx.t.database.db
      .selectFrom('brands')
      .select(['name', 'bio', 'verified', 'suspended_at', 'logo_url'])
      .where('id', '=', id)
      .executeTakeFirst();
  return { id, state };
}

const brandCount = (ctx: CaseContext) => async () =>
  (await ctx.t.database.db.selectFrom('brands').select('id').execute()).length;

const toggle = (action: 'verify' | 'unverify' | 'suspend' | 'reinstate') => ({
  access: 'console' as const,
  setup: async (ctx: CaseContext) => {
    const b = await brandFor(ctx, `Marca ${action}`, {
      verified: action === 'unverify' ? 1 : 0,
      suspended: action === 'reinstate',
    });
    return { url: `/api/admin/brands/${b.id}/${action}`, payload: {}, state: b.state };
  },
});

/** The console's brands: no member but an operator may learn the routes exist, team roles included. */
export const adminBrandCases: CaseTable = {
  'GET /api/admin/brands': { access: 'console', setup: async () => ({ url: '/api/admin/brands?q=nexo' }) },
  'POST /api/admin/brands': {
    access: 'console',
    setup: async (ctx) => ({
      url: '/api/admin/brands',
      payload: { name: `Marca Nova ${crypto.randomBytes(4).toString('hex')}`, category: 'Teste', segmentId: 'moda' },
      state: brandCount(ctx),
    }),
  },
  'PATCH /api/admin/brands/:brandId': {
    access: 'console',
    setup: async (ctx) => {
      const b = await brandFor(ctx, 'Marca Editada');
      return { url: `/api/admin/brands/${b.id}`, payload: { bio: 'Bio depois' }, state: b.state };
    },
  },
  'POST /api/admin/brands/:brandId/images/:kind': {
    access: 'console',
    setup: async (ctx) => {
      const b = await brandFor(ctx, 'Marca Com Logo');
      const form = multipartForm({}, { data: await jpeg(), filename: 'logo.jpg', type: 'image/jpeg' });
      return {
        url: `/api/admin/brands/${b.id}/images/logo`,
        payload: form.payload,
        headers: form.headers,
        state: b.state,
      };
    },
  },
  'POST /api/admin/brands/:brandId/verify': toggle('verify'),
  'POST /api/admin/brands/:brandId/unverify': toggle('unverify'),
  'POST /api/admin/brands/:brandId/suspend': toggle('suspend'),
  'POST /api/admin/brands/:brandId/reinstate': toggle('reinstate'),
};
