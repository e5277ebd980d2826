import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('are Helmet’s, with the policy as configured', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https://cdn.example'] } },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    expect(headers['Content-Security-Policy']).toContain("img-src 'self' https://cdn.example");
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('go with every reply, a 404 and an error too, and a handler may set its own policy', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, ['https://midia.exemplo.com.br']);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/own', async (_request, reply) => reply.header('Content-Security-Policy', "default-src 'none'").send('x'));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/missing', '/boom']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toMatch(/^default-src 'self'/);
      expect(res.headers['content-security-policy'], url).toContain(
        "img-src 'self' data: blob: https://midia.exemplo.com.br",
      );
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    expect((await app.inject({ url: '/own' })).headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });

  it('refuses a policy Helmet refuses, at start rather than on a request', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow();
  });
});
