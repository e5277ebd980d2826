import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { createTestApp, type TestApp, type TestAppOptions } from './harness';

/** One method + URL the server answers, with the zod schemas it validates against. */
export interface RouteEntry {
  method: string;
  url: string;
  /** `${method} ${url}`: the key the security suite's cases are written under. */
  key: string;
  body: ZodType | undefined;
  params: ZodType | undefined;
  querystring: ZodType | undefined;
  consumes: string[];
}

const IGNORED_METHODS = new Set(['HEAD']);

function zodOf(schema: unknown): ZodType | undefined {
  // Only zod schemas are kept: the swagger plugin's own routes carry plain JSON schemas.
  return schema && typeof schema === 'object' && 'safeParse' in schema ? (schema as ZodType) : undefined;
}

/** Keeps every route registered after it is created; pass `collect` as the app's `onRoute`. */
export function routeCollector() {
  const routes = new Map<string, RouteEntry>();
  const collect = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of methods) {
      if (IGNORED_METHODS.has(method)) continue;
      const key = `${method} ${route.url}`;
      routes.set(key, {
        method,
        url: route.url,
        key,
        body: zodOf(schema.body),
        params: zodOf(schema.params),
        querystring: zodOf(schema.querystring),
        consumes: Array.isArray(schema.consumes) ? (schema.consumes as string[]) : [],
      });
    }
  };
  return { collect, routes: () => [...routes.values()].sort((a, b) => a.key.localeCompare(b.key)) };
}

/** A test app together with the table of every route it registered. */
export async function createAppWithRoutes(opts: TestAppOptions = {}): Promise<{ t: TestApp; routes: RouteEntry[] }> {
  const collector = routeCollector();
  const t = await createTestApp({ ...opts, onRoute: collector.collect });
  return { t, routes: collector.routes() };
}
