import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from './event-bus';
import { requireMemberId } from './session';

/** The bus channel of everything one member should see live. */
export const userChannel = (userId: string) => `user:${userId}`;

export interface EventsDeps {
  bus: EventBus;
  /** Comment lines keep proxies from closing a quiet stream; 25 s is under their usual 30–60 s. */
  heartbeatMs?: number;
  /** Streams one member may hold on one instance; the oldest is closed past it (forgotten tabs). */
  maxPerMember?: number;
  /**
   * Turns a bus message into the event a stream writes, or null to write nothing. A message may be
   * a reference that only an instance with a stream open for its member needs to read in full, so a
   * write that notifies pays nothing for members who are not watching.
   */
  expand?: (userId: string, payload: unknown) => Promise<unknown>;
  /** Kept up to date with the streams open on this instance (for metrics). */
  counter?: { streams: number };
}

/**
 * `GET /api/events`: one Server-Sent Events stream per tab, fed by the event bus, so a live
 * notification reaches every tab of its member on any instance. Each event is one JSON `data:` line.
 */
export const eventsRoutes: FastifyPluginAsync<EventsDeps> = async (app, deps) => {
  const heartbeatMs = deps.heartbeatMs ?? 25_000;
  const maxPerMember = deps.maxPerMember ?? 8;
  const { expand } = deps;
  const open = new Map<string, Set<() => void>>();

  // Streams never end on their own: close them before the server waits for requests to finish.
  app.addHook('preClose', async () => {
    for (const closers of open.values()) for (const close of [...closers]) close();
  });

  app.get('/api/events', { schema: { tags: ['platform'], hide: true } }, async (request, reply) => {
    const userId = requireMemberId(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // The retry hint and a first comment: the browser reports the stream open at once.
    res.write('retry: 5000\n: connected\n\n');

    // Expanded one after another, so the stream keeps the order the bus delivered.
    let queue = Promise.resolve();
    const off = deps.bus.subscribe(userChannel(userId), (payload) => {
      queue = queue
        .then(async () => {
          const event = expand ? await expand(userId, payload) : payload;
          if (event !== null && !res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
        })
        .catch((err: unknown) => request.log.error({ err }, 'live event not delivered'));
    });
    const beat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    beat.unref();

    const mine = open.get(userId) ?? new Set<() => void>();
    open.set(userId, mine);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      if (deps.counter) deps.counter.streams -= 1;
      clearInterval(beat);
      off();
      mine.delete(close);
      if (mine.size === 0) open.delete(userId);
      if (!res.writableEnded) res.end();
    };
    mine.add(close);
    if (deps.counter) deps.counter.streams += 1;
    if (mine.size > maxPerMember) [...mine][0]!();
    request.raw.on('close', close);
    res.on('error', close);
  });
};
