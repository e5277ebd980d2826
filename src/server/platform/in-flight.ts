import type { FastifyInstance } from 'fastify';

const released = Symbol('in-flight released');

/**
 * Counts requests whose handlers are still running. Fastify's close() returns once the sockets are
 * gone, but a handler whose client hung up may still be writing; the database must outlive it.
 * A handler is done when it sends (onSend), or when the response ends for any other reason.
 */
export function trackInFlight(app: FastifyInstance): { idle(timeoutMs?: number): Promise<void> } {
  let running = 0;
  let waiters: (() => void)[] = [];
  const release = (request: object) => {
    const r = request as { [released]?: boolean };
    if (r[released]) return;
    r[released] = true;
    running--;
    if (running === 0) {
      waiters.forEach((w) => w());
      waiters = [];
    }
  };
  app.addHook('onRequest', async () => {
    running++;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    release(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => release(request));
  return {
    idle(timeoutMs = 5_000) {
      if (running <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
