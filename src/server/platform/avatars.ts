import crypto from 'node:crypto';
import { initials } from '../../shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const palettes: [string, string][] = [
  ['#6366f1', '#a855f7'],
  ['#ec4899', '#f97316'],
  ['#0ea5e9', '#22d3ee'],
  ['#10b981', '#84cc16'],
  ['#f59e0b', '#ef4444'],
  ['#8b5cf6', '#ec4899'],
  ['#14b8a6', '#3b82f6'],
  ['#e11d48', '#7c3aed'],
];

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A member's default avatar: their initials on a gradient picked from their name, drawn by us. */
export function avatarSvg(name: string): string {
  const digest = crypto.createHash('sha1').update(name).digest();
  const [from, to] = palettes[digest[0]! % palettes.length]!;
  const text = escapeXml(initials(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="48" fill="url(#g)"/><text x="48" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="38" font-weight="600" fill="#fff">${text}</text></svg>`;
}

/** The URL stored for a member without an uploaded photo; the name travels in the URL so no lookup is needed. */
export function defaultAvatarUrl(name: string): string {
  return `/avatars/initials.svg?name=${encodeURIComponent(name)}`;
}

/** A brand's cover until one is uploaded: a wide gradient picked from its name, drawn by us. */
export function coverSvg(name: string): string {
  const digest = crypto.createHash('sha1').update(name).digest();
  const [from, to] = palettes[digest[0]! % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/></svg>`;
}

/** The drawn avatars and covers, kept a day by browsers: they change only with the name asked for. */
export function registerAvatarRoutes(app: FastifyInstance): void {
  const query = z.object({ name: z.string().max(120).default('?') });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/avatars/initials.svg', { schema: { hide: true, querystring: query } }, async (request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(avatarSvg(request.query.name)),
    );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/avatars/cover.svg', { schema: { hide: true, querystring: query } }, async (request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(coverSvg(request.query.name)),
    );
}
