import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaJobs, keepSource, sourcePath } from './jobs';

const workDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bs-jobs-'));
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
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bs-upload-')), 'upload');
    fs.writeFileSync(tmp, 'video');
    await keepSource(jobs, 'reel', 'reel_1', tmp);
    expect(fs.readFileSync(sourcePath(jobs, 'reel', 'reel_1'), 'utf8')).toBe('video');
    expect(fs.existsSync(tmp)).toBe(false);
    await jobs.close();
  });
});
