import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_TIME_LIMIT_MAX_MS, jobTimeLimit, timedOut } from './job-limits';
import { createMediaJobs, keepSource, sourcePath } from './jobs';

const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
const workDir = () => tempDir('bs-jobs-');
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe('media jobs', () => {
  it('runs no more jobs at once than its concurrency, and idle() waits for all of them', async () => {
    const jobs = createMediaJobs({ workDir: workDir(), concurrency: 2, perKind: 2 });
    let running = 0;
    let peak = 0;
    const done: string[] = [];
    jobs.register('clip', async (id) => {
      running++;
      peak = Math.max(peak, running);
      await tick(10);
      running--;
      done.push(id);
    });
    for (const id of ['a', 'b', 'c', 'd', 'e']) jobs.enqueue('clip', id);
    await jobs.idle();
    expect(done.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(peak).toBe(2);
    await jobs.close();
  });

  it('runs one job per kind at a time, so a long video does not hold up the reels', async () => {
    const jobs = createMediaJobs({ workDir: workDir() });
    const order: string[] = [];
    let releaseLong: () => void = () => undefined;
    jobs.register('video', (id) => {
      order.push(`start ${id}`);
      return new Promise<void>((resolve) => {
        releaseLong = () => {
          order.push(`end ${id}`);
          resolve();
        };
      });
    });
    jobs.register('reel', async (id) => {
      order.push(`reel ${id}`);
      await tick(2);
    });
    jobs.enqueue('video', 'longo');
    jobs.enqueue('video', 'outro');
    jobs.enqueue('reel', 'r1');
    jobs.enqueue('reel', 'r2');
    await tick(30);
    // Both reels ran while the first video was still encoding; the second video waits its turn.
    expect(order).toEqual(['start longo', 'reel r1', 'reel r2']);
    releaseLong();
    await tick(5);
    expect(order.slice(3)).toEqual(['end longo', 'start outro']);
    releaseLong();
    await jobs.idle();
    await jobs.close();
  });

  it('queues a job once while it waits or runs', async () => {
    const jobs = createMediaJobs({ workDir: workDir() });
    let runs = 0;
    jobs.register('clip', async () => {
      runs++;
      await tick();
    });
    jobs.enqueue('clip', 'x');
    jobs.enqueue('clip', 'x');
    await tick(1);
    jobs.enqueue('clip', 'x');
    await jobs.idle();
    expect(runs).toBe(1);
    // Once finished, the same item may be queued again.
    jobs.enqueue('clip', 'x');
    await jobs.idle();
    expect(runs).toBe(2);
    await jobs.close();
  });

  it('goes on after a failing job and reports it', async () => {
    const errors: string[] = [];
    const jobs = createMediaJobs({
      workDir: workDir(),
      onError: (err, job) => errors.push(`${job.id}: ${(err as Error).message}`),
    });
    const done: string[] = [];
    jobs.register('clip', async (id) => {
      if (id === 'bad') throw new Error('quebrou');
      done.push(id);
    });
    jobs.enqueue('clip', 'bad');
    jobs.enqueue('clip', 'good');
    await jobs.idle();
    expect(errors).toEqual(['bad: quebrou']);
    expect(done).toEqual(['good']);
    await jobs.close();
  });

  it('aborts the running job on close, drops the waiting ones, and takes no more', async () => {
    const jobs = createMediaJobs({ workDir: workDir() });
    const started: string[] = [];
    let aborted = false;
    jobs.register('clip', (id, signal) => {
      started.push(id);
      return new Promise<void>((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve();
        });
      });
    });
    jobs.enqueue('clip', 'long');
    jobs.enqueue('clip', 'next');
    await tick();
    await jobs.close();
    expect(aborted).toBe(true);
    expect(started).toEqual(['long']);
    jobs.enqueue('clip', 'late');
    await tick();
    expect(started).toEqual(['long']);
    await jobs.idle();
  });

  it('keeps an upload as the source its job reads', async () => {
    const jobs = createMediaJobs({ workDir: workDir() });
    const tmp = path.join(tempDir('bs-upload-'), 'upload');
    fs.writeFileSync(tmp, 'video');
    await keepSource(jobs, 'reel', 'reel_1', tmp);
    expect(fs.readFileSync(sourcePath(jobs, 'reel', 'reel_1'), 'utf8')).toBe('video');
    expect(fs.existsSync(tmp)).toBe(false);
    await jobs.close();
  });
});

describe('media job limits', () => {
  it('stops a job that runs past its time limit, frees its slot and reports it', async () => {
    const errors: string[] = [];
    const jobs = createMediaJobs({
      workDir: workDir(),
      concurrency: 1,
      timeLimitMs: 40,
      onError: (err, job) => errors.push(`${job.id}: ${(err as Error).name}`),
    });
    const events: string[] = [];
    jobs.register('clip', (id, signal) => {
      events.push(`start ${id}`);
      if (id === 'quick') return Promise.resolve();
      // A job that never ends of itself, as an encoder stuck on a hostile file.
      return new Promise<void>(() => {
        signal.addEventListener('abort', () => events.push(`aborted ${id}${timedOut(signal) ? ' (time limit)' : ''}`));
      });
    });
    const since = Date.now();
    jobs.enqueue('clip', 'stuck');
    jobs.enqueue('clip', 'quick');
    await tick(20);
    expect(events).toEqual(['start stuck']);
    await jobs.idle();
    // Freed at its limit (40 ms), not whenever the job would have ended (never).
    expect(Date.now() - since).toBeLessThan(1000);
    expect(events).toEqual(['start stuck', 'aborted stuck (time limit)', 'start quick']);
    expect(errors).toEqual(['stuck: JobTimedOut']);
    await jobs.close();
  });

  it('gives a kind its own time limit', async () => {
    const jobs = createMediaJobs({ workDir: workDir(), timeLimitMs: 20 });
    const finished: string[] = [];
    const slow = (id: string, signal: AbortSignal) =>
      tick(60).then(() => void finished.push(`${id} ${signal.aborted ? 'stopped' : 'done'}`));
    jobs.register('short', slow);
    jobs.register('long', slow, { timeLimitMs: 1000 });
    jobs.enqueue('short', 'a');
    jobs.enqueue('long', 'b');
    await jobs.idle();
    await tick(20);
    expect(finished.sort()).toEqual(['a stopped', 'b done']);
    await jobs.close();
  });

  it('caps an encode at four times the clip, between two minutes and two hours', () => {
    expect(jobTimeLimit(2_000)).toBe(2 * 60_000);
    expect(jobTimeLimit(90_000)).toBe(6 * 60_000);
    expect(jobTimeLimit(7_200_000)).toBe(JOB_TIME_LIMIT_MAX_MS);
    expect(jobTimeLimit(null)).toBe(4 * 60_000);
  });

  it("runs another member's short job while one member has long jobs queued", async () => {
    const jobs = createMediaJobs({ workDir: workDir(), concurrency: 2, perKind: 2 });
    const started: string[] = [];
    const release = new Map<string, () => void>();
    const held = (id: string) =>
      new Promise<void>((resolve) => {
        started.push(id);
        release.set(id, resolve);
      });
    jobs.register('post-web-copy', held);
    jobs.register('story-web-copy', held);
    jobs.register('reel', held);
    // One member's three two-hour clips, of two kinds, come first.
    jobs.enqueue('post-web-copy', 'a-post-1', { owner: 'a' });
    jobs.enqueue('story-web-copy', 'a-story', { owner: 'a' });
    jobs.enqueue('post-web-copy', 'a-post-2', { owner: 'a' });
    jobs.enqueue('reel', 'b-reel', { owner: 'b' });
    await tick(10);
    // The member's first job runs; their others wait, and the other member's reel takes the second slot.
    expect(started).toEqual(['a-post-1', 'b-reel']);
    release.get('b-reel')!();
    await tick(10);
    // The slot stays free for others: a member never runs two jobs at once.
    expect(started).toEqual(['a-post-1', 'b-reel']);
    jobs.enqueue('reel', 'c-reel', { owner: 'c' });
    await tick(10);
    expect(started).toEqual(['a-post-1', 'b-reel', 'c-reel']);
    release.get('c-reel')!();
    release.get('a-post-1')!();
    await tick(10);
    expect(started.slice(3)).toEqual(['a-story']);
    release.get('a-story')!();
    await tick(10);
    release.get('a-post-2')!();
    await jobs.idle();
    expect(started.slice(4)).toEqual(['a-post-2']);
    await jobs.close();
  });

  it('takes turns between members: the one served longest ago goes first', async () => {
    const jobs = createMediaJobs({ workDir: workDir(), concurrency: 1, perKind: 1 });
    const started: string[] = [];
    jobs.register('long-video', async (id) => {
      started.push(id);
      await tick(2);
    });
    for (const id of ['a1', 'a2', 'a3']) jobs.enqueue('long-video', id, { owner: 'a' });
    jobs.enqueue('long-video', 'b1', { owner: 'b' });
    jobs.enqueue('long-video', 'b2', { owner: 'b' });
    await jobs.idle();
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    await jobs.close();
  });
});
