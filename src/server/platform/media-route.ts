import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './errors';
import type { Storage } from './storage';

/**
 * `/media/<key>`: the files themselves from local disk, or a redirect to the object store (decision
 * 033). The browser then fetches the bytes, Range requests of videos included, from the store.
 */
export async function registerMedia(app: FastifyInstance, storage: Storage): Promise<void> {
  if (storage.root !== null) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '7d',
      // Uploads waiting for processing sit in a dot-folder of the data directory: never served.
      dotfiles: 'ignore',
    });
    return;
  }
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    // As on disk: no dot-files, no way out of the media keys.
    if (!key || key.includes('\0') || key.split('/').some((part) => !part || part.startsWith('.'))) {
      return reply.status(404).send(notFoundBody());
    }
    const target = await storage.redirect(key);
    if (!target) return reply.status(404).send(notFoundBody());
    return reply.header('Cache-Control', target.cacheControl).redirect(target.url, 302);
  });
}
