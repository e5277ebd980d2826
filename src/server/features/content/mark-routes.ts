import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireMemberId } from '../../platform/session';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface MarkRoute {
  reply: z.ZodTypeAny;
  set: (memberId: string, id: string, on: boolean) => Promise<unknown>;
}

export interface MarkRoutesSpec {
  /** The path segment of the kind: `/api/${kind}/:id/like`. */
  kind: string;
  tags: string[];
  params: z.ZodType<{ id: string }>;
  like: MarkRoute;
  bookmark?: MarkRoute;
  share: { reply: z.ZodTypeAny; run: (memberId: string, id: string) => Promise<unknown> };
}

/** The like, bookmark and share routes every kind of content answers the same way. */
export function registerMarkRoutes(app: ZodApp, spec: MarkRoutesSpec): void {
  const { kind, tags, params } = spec;
  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    for (const [mark, route] of [
      ['like', spec.like],
      ['bookmark', spec.bookmark],
    ] as const) {
      if (!route) continue;
      app.route({
        method,
        url: `/api/${kind}/:id/${mark}`,
        schema: { tags, params, response: { 200: route.reply } },
        handler: async (request) => route.set(requireMemberId(request), request.params.id, on),
      });
    }
  }
  app.post(
    `/api/${kind}/:id/share`,
    { schema: { tags, params, response: { 200: spec.share.reply } } },
    async (request) => spec.share.run(requireMemberId(request), request.params.id),
  );
}
