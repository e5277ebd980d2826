import { describe, expect, it } from 'vitest';
import { operatorApp } from '../../testing/fixtures/admin';
import { signupMember } from '../../testing/harness';

/** The console's 'Fila de processamento', on the in-process queue (the BullMQ one: jobs-queue.api.test.ts). */

const env = operatorApp();
const get = (cookie: string) => env.t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie } });

describe('the media job queue in the console', () => {
  it('shows operators the depth and the latest failures, and is missing for members', async () => {
    env.t.app.mediaJobs.register('test-broken', async () => {
      throw new Error('encoder crashed');
    });
    env.t.app.mediaJobs.enqueue('test-broken', 'item-1');
    await env.t.app.mediaJobs.idle();

    const res = await get(env.operator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      shared: false,
      waiting: 0,
      active: 0,
      failed: 1,
      failures: [{ kind: 'test-broken', itemId: 'item-1', cause: 'error', detail: 'encoder crashed', attempts: 1 }],
    });

    const member = await signupMember(env.t.app);
    expect((await get(member.cookie)).statusCode).toBe(404);
    expect((await get('')).statusCode).toBe(401);
  });
});
