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
}

/**
 * `GET /api/events`: one Server-Sent Events stream per tab, fed by the event bus, so a live
 * notification reaches every tab of its member on any instance. Each event is one JSON `data:` line.
 */
export const eventsRoutes: FastifyPluginAsync<EventsDeps> = async (app, deps) => {
  const heartbeatMs = deps.heartbeatMs ?? 25_000;
  const maxPerMember = deps.maxPerMember ?? 8;
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

    const off = deps.bus.subscribe(userChannel(userId), (payload) => {
      res.write(`data: ${JSON.stringify(payload)}\n\n`);
    });
    const beat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    beat.unref();

    const mine = open.get(userId) ?? new Set<() => void>();
    open.set(userId, mine);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(beat);
      off();
      mine.delete(close);
      if (mine.size === 0) open.delete(userId);
      if (!res.writableEnded) res.end();
    };
    mine.add(close);
    if (mine.size > maxPerMember) [...mine][0]!();
    request.raw.on('close', close);
    res.on('error', close);
  });
};
