import { EventEmitter } from 'node:events';

export type BusHandler = (payload: unknown) => void;

/** Fan-out of live events (notifications, counters) to every server instance. */
export interface EventBus {
  /** Resolves with how many subscribers the message reached (on Redis: one per subscribed process). */
  publish(channel: string, payload: unknown): Promise<number>;
  subscribe(channel: string, handler: BusHandler): () => void;
  /** Resolves when the bus can carry messages now (Redis answers); for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      const reached = emitter.listenerCount(channel);
      emitter.emit(channel, payload);
      return reached;
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async ping() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisBus(url: string): Promise<EventBus> {
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([pub.connect(), sub.connect()]);
  const local = createMemoryBus();
  const counts = new Map<string, number>();
  sub.on('message', (channel: string, message: string) => {
    void local.publish(channel, JSON.parse(message));
  });
  return {
    async publish(channel, payload) {
      return pub.publish(channel, JSON.stringify(payload));
    },
    subscribe(channel, handler) {
      const n = counts.get(channel) ?? 0;
      counts.set(channel, n + 1);
      if (n === 0) void sub.subscribe(channel);
      const off = local.subscribe(channel, handler);
      return () => {
        off();
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) void sub.unsubscribe(channel);
      };
    },
    async ping() {
      await Promise.all([pub.ping(), sub.ping()]);
    },
    async close() {
      await local.close();
      sub.disconnect();
      pub.disconnect();
    },
  };
}
