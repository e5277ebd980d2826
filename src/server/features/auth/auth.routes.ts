import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  loginCodeSchema,
  loginReplySchema,
  loginSchema,
  preferencesSchema,
  sessionReplySchema,
  signupReplySchema,
  signupSchema,
} from '../../../shared/auth';
import { AppError } from '../../platform/errors';
import { CHALLENGE_TTL_MS, readChallenge, signChallenge } from './two-factor';
import { destroySession, requireMemberId, sessionMeta, setSessionCookie } from '../../platform/session';
import * as auth from './auth.service';

/** Says who passed the password check of a 2FA login; it opens nothing but the code step. */
const CHALLENGE_COOKIE = 'bs_2fa';
const challengeCookieOptions = (request: FastifyRequest) => ({
  path: '/api/auth/login',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
  maxAge: CHALLENGE_TTL_MS / 1000,
});

export const authRoutes: FastifyPluginAsyncZod<auth.AuthDeps> = async (app, deps) => {
  app.post(
    '/api/auth/signup',
    { schema: { tags: ['auth'], body: signupSchema, response: { 201: signupReplySchema } } },
    async (request, reply) => {
      if (request.session) await destroySession(deps, request, reply);
      const { member, referral, token } = await auth.signup(deps, request.body, sessionMeta(request));
      setSessionCookie(request, reply, token);
      return reply.status(201).send({ member, referral });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: loginReplySchema } } },
    async (request, reply) => {
      // A new session id on every login: a token planted before login is worth nothing after.
      if (request.session) await destroySession(deps, request, reply);
      const result = await auth.login(deps, request.body.email, request.body.password, sessionMeta(request));
      if ('twoFactorUserId' in result) {
        const expiresAt = deps.clock.now() + CHALLENGE_TTL_MS;
        reply.setCookie(
          CHALLENGE_COOKIE,
          signChallenge(deps.secret, result.twoFactorUserId, expiresAt),
          challengeCookieOptions(request),
        );
        return { twoFactorRequired: true as const };
      }
      setSessionCookie(request, reply, result.token);
      return { member: result.member };
    },
  );

  app.post(
    '/api/auth/login/2fa',
    { schema: { tags: ['auth'], body: loginCodeSchema, response: { 200: sessionReplySchema } } },
    async (request, reply) => {
      const userId = readChallenge(deps.secret, request.cookies[CHALLENGE_COOKIE], deps.clock.now());
      if (!userId) throw new AppError(401, 'two_factor_challenge_expired');
      const { member, token } = await auth.completeTwoFactorLogin(
        deps,
        userId,
        request.body.code,
        sessionMeta(request),
      );
      if (request.session) await destroySession(deps, request, reply);
      reply.clearCookie(CHALLENGE_COOKIE, challengeCookieOptions(request));
      setSessionCookie(request, reply, token);
      return { member };
    },
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    await destroySession(deps, request, reply);
    return reply.status(204).send();
  });

  app.get('/api/me', { schema: { tags: ['auth'], response: { 200: sessionReplySchema } } }, async (request) => {
    return { member: await auth.getMember(deps, requireMemberId(request)) };
  });

  app.post(
    '/api/me/onboarding/finish',
    { schema: { tags: ['auth'], response: { 200: sessionReplySchema } } },
    async (request) => ({ member: await auth.finishOnboarding(deps, requireMemberId(request)) }),
  );

  app.patch(
    '/api/me/preferences',
    {
      schema: {
        tags: ['auth'],
        body: preferencesSchema,
        response: { 200: z.object({ member: sessionReplySchema.shape.member }) },
      },
    },
    async (request) => {
      return { member: await auth.updatePreferences(deps, requireMemberId(request), request.body) };
    },
  );
};
