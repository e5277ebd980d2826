import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  commentHiddenReplySchema,
  commentParams,
  replyControlBodySchema,
  replyControlReplySchema,
  type ReplyControl,
} from '../../../shared/replies';
import { idParams } from '../../../shared/schema-parts';
import { requireMemberId } from '../../platform/session';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface PageQuery {
  cursor?: string | undefined;
  limit: number;
}

export interface ReplyRoutesSpec {
  /** The path segment of the kind: `/api/${kind}/:id/reply-control`. */
  kind: string;
  tags: string[];
  setControl: (memberId: string, id: string, control: ReplyControl) => Promise<z.infer<typeof replyControlReplySchema>>;
  /** Left out by a kind without comments (long videos). */
  setHidden?: (memberId: string, id: string, commentId: string, hidden: boolean) => Promise<{ hidden: boolean }>;
  hidden?: {
    query: z.ZodType<PageQuery>;
    reply: z.ZodTypeAny;
    read: (memberId: string, id: string, page: PageQuery) => Promise<unknown>;
  };
}

/**
 * Who may comment on an item, changed by its manager after publishing, and hiding a comment on it
 * (decision 029): registered the same way by every kind that has them.
 */
export function registerReplyRoutes(app: ZodApp, spec: ReplyRoutesSpec): void {
  const { kind, tags, setHidden, hidden } = spec;
  app.put(
    `/api/${kind}/:id/reply-control`,
    { schema: { tags, params: idParams, body: replyControlBodySchema, response: { 200: replyControlReplySchema } } },
    async (request) => spec.setControl(requireMemberId(request), request.params.id, request.body.replyControl),
  );
  if (setHidden) {
    const url = `/api/${kind}/:id/comments/:commentId/hidden`;
    const schema = { tags, params: commentParams, response: { 200: commentHiddenReplySchema } };
    app.put(url, { schema }, async (request) =>
      setHidden(requireMemberId(request), request.params.id, request.params.commentId, true),
    );
    app.delete(url, { schema }, async (request) =>
      setHidden(requireMemberId(request), request.params.id, request.params.commentId, false),
    );
  }
  if (hidden)
    app.get(
      `/api/${kind}/:id/comments/hidden`,
      { schema: { tags, params: idParams, querystring: hidden.query, response: { 200: hidden.reply } } },
      async (request) => hidden.read(requireMemberId(request), request.params.id, request.query),
    );
}
