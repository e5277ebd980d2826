import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { VideoKind } from '../../../shared/video-rules';
import type { MediaJobs } from '../../platform/media/jobs';
import type { StoredMedia } from '../../platform/media/media';
import { requireMemberId } from '../../platform/session';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { publisherFor, type Publisher } from './publisher';
import { publishUpload, storeUploadedMedia } from './media-upload';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** An answer that carries one item under its kind's name: `{ post }`, `{ story }`... */
interface ItemReply {
  key: string;
  schema: z.ZodTypeAny;
}

/** The text fields of an upload: a description of its picture, and the brand it is published as, where the kind offers it. */
interface UploadFields {
  alt?: string | undefined;
  asBrandId?: string | undefined;
}

export interface PublishRouteSpec<F extends UploadFields> {
  url: string;
  tags: string[];
  /** The kind of item, for its size and length limits. */
  kind: VideoKind;
  /** The folder of the item's files. */
  prefix: string;
  fields: z.ZodType<F>;
  reply: ItemReply;
  /** Saves the item as `publisher` (the member, or the brand they may publish for: content/publisher.ts). */
  create: (memberId: string, media: StoredMedia, fields: F, publisher: Publisher) => Promise<{ id: string }>;
  /** The job kind that makes the item's web copy when its video needs one. */
  webCopyJob: string;
  /** Refuses what the fields ask of this publisher, before the file is processed. */
  check?: (memberId: string, fields: F, publisher: Publisher) => Promise<void>;
}

/**
 * The multipart upload that publishes a picture or a video as a new item (`publishUpload`), answered
 * 201. Who it is published as is settled before the file is processed, so a refusal costs no work.
 */
export function registerPublishRoute<F extends UploadFields>(
  app: ZodApp,
  deps: { db: Kysely<Database>; storage: Storage; jobs: MediaJobs },
  spec: PublishRouteSpec<F>,
): void {
  const { kind, prefix } = spec;
  app.post(
    spec.url,
    { schema: { tags: spec.tags, consumes: ['multipart/form-data'], response: { 201: spec.reply.schema } } },
    async (request, reply) => {
      const memberId = requireMemberId(request);
      const item = await publishUpload(request, deps, memberId, {
        kind,
        fields: spec.fields,
        prepare: async (fields) => {
          const publisher = await publisherFor(deps.db, memberId, fields.asBrandId);
          await spec.check?.(memberId, fields, publisher);
          return publisher;
        },
        store: (upload, fields) => storeUploadedMedia(deps.storage, upload, { prefix, kind, alt: fields.alt }),
        create: (media, fields, publisher) => spec.create(memberId, media, fields, publisher),
        webCopyJob: spec.webCopyJob,
      });
      return reply.status(201).send({ [spec.reply.key]: item });
    },
  );
}

export interface ItemRoutesSpec {
  /** The path segment of the kind: `/api/${kind}/:id`. */
  kind: string;
  tags: string[];
  params: z.ZodType<{ id: string }>;
  /** Reads one item as the member sees it; left out where the kind answers that read its own way. */
  get?: ItemReply & { load: (memberId: string, id: string) => Promise<unknown> };
  /** Deletes one of the member's own items. */
  remove: (memberId: string, id: string) => Promise<void>;
}

/** The read and the delete of one item by id, answered the same way by every kind of content. */
export function registerItemRoutes(app: ZodApp, spec: ItemRoutesSpec): void {
  const { kind, tags, params, get } = spec;
  if (get)
    app.get(`/api/${kind}/:id`, { schema: { tags, params, response: { 200: get.schema } } }, async (request) => ({
      [get.key]: await get.load(requireMemberId(request), request.params.id),
    }));
  app.delete(`/api/${kind}/:id`, { schema: { tags, params } }, async (request, reply) => {
    await spec.remove(requireMemberId(request), request.params.id);
    return reply.status(204).send();
  });
}

/** A page of comments as the query string asks for it. */
interface CommentsQuery {
  cursor?: string | undefined;
  limit: number;
}

export interface CommentRoutesSpec {
  /** The path segment of the kind: `/api/${kind}/:id/comments`. */
  kind: string;
  tags: string[];
  params: z.ZodType<{ id: string }>;
  list: {
    query: z.ZodType<CommentsQuery>;
    reply: z.ZodTypeAny;
    read: (memberId: string, id: string, page: CommentsQuery) => Promise<unknown>;
  };
  add: {
    body: z.ZodType<{ text: string }>;
    reply: z.ZodTypeAny;
    write: (memberId: string, id: string, text: string) => Promise<unknown>;
  };
}

/** An item's comments: a page of them in the order written, and a new one, answered 201. */
export function registerCommentRoutes(app: ZodApp, spec: CommentRoutesSpec): void {
  const { kind, tags, params, list, add } = spec;
  app.get(
    `/api/${kind}/:id/comments`,
    { schema: { tags, params, querystring: list.query, response: { 200: list.reply } } },
    async (request) => list.read(requireMemberId(request), request.params.id, request.query),
  );
  app.post(
    `/api/${kind}/:id/comments`,
    { schema: { tags, params, body: add.body, response: { 201: add.reply } } },
    async (request, reply) =>
      reply.status(201).send(await add.write(requireMemberId(request), request.params.id, request.body.text)),
  );
}
