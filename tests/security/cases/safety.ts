import { send, view } from '../support';
import type { CaseContext, CaseTable, Probe } from './types';

const secret = () => `segredo-${Math.random().toString(36).slice(2)}`;
const mine = (ctx: CaseContext, url: string) => async () => view(ctx.t, ctx.a, url);

/** A member A blocked, named with a secret: nobody but A learns whom A blocks. */
async function blockedByA(ctx: CaseContext, path = ''): Promise<Probe> {
  const name = `Bloqueado ${secret()}`;
  const victim = await ctx.fresh(name);
  await send(ctx.t, ctx.a, 'PUT', `/api/safety/blocks/${victim.id}`, { payload: {} });
  return {
    url: `/api/safety/blocks${path || `/${victim.id}`}`,
    state: mine(ctx, '/api/safety/blocks'),
    secrets: [name],
  };
}

async function mutedByA(ctx: CaseContext): Promise<Probe> {
  const name = `Silenciado ${secret()}`;
  const muted = await ctx.fresh(name);
  await send(ctx.t, ctx.a, 'PUT', `/api/safety/mutes/member/${muted.id}`);
  return { url: `/api/safety/mutes/member/${muted.id}`, state: mine(ctx, '/api/safety/mutes'), secrets: [name] };
}

async function wordOfA(ctx: CaseContext): Promise<Probe> {
  const word = secret();
  await send(ctx.t, ctx.a, 'POST', '/api/safety/words', { payload: { word } });
  return { url: `/api/safety/words/${word}`, state: mine(ctx, '/api/safety/words'), secrets: [word] };
}

/** Blocks, mutes and hidden words are each member's own: B reaches only B's (decision 026). */
export const safetyCases: CaseTable = {
  'GET /api/safety/blocks': {
    access: 'self',
    setup: async (ctx) => ({ ...(await blockedByA(ctx)), url: '/api/safety/blocks' }),
  },
  'PUT /api/safety/blocks/:memberId': {
    access: 'self',
    setup: async (ctx) => ({ ...(await blockedByA(ctx)), payload: {} }),
  },
  'DELETE /api/safety/blocks/:memberId': { access: 'self', setup: (ctx) => blockedByA(ctx) },
  'GET /api/safety/mutes': {
    access: 'self',
    setup: async (ctx) => ({ ...(await mutedByA(ctx)), url: '/api/safety/mutes' }),
  },
  'PUT /api/safety/mutes/:kind/:id': { access: 'self', setup: (ctx) => mutedByA(ctx) },
  'DELETE /api/safety/mutes/:kind/:id': { access: 'self', setup: (ctx) => mutedByA(ctx) },
  'GET /api/safety/words': {
    access: 'self',
    setup: async (ctx) => ({ ...(await wordOfA(ctx)), url: '/api/safety/words' }),
  },
  'POST /api/safety/words': {
    access: 'self',
    setup: async (ctx) => ({
      url: '/api/safety/words',
      state: mine(ctx, '/api/safety/words'),
      payload: { word: secret() },
    }),
  },
  'DELETE /api/safety/words/:word': { access: 'self', setup: (ctx) => wordOfA(ctx) },
};
