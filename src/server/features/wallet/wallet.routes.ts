import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionPageSchema, walletSchema, withdrawalReplySchema, withdrawalSchema } from '../../../shared/wallet';
import { pagedListRoute } from '../../platform/pagination';
import { requireMemberId } from '../../platform/session';
import * as wallet from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod<wallet.WalletDeps> = async (app, deps) => {
  // Before the body is read: without a session the answer is 401, whatever was sent.
  app.addHook('onRequest', async (request) => {
    requireMemberId(request);
  });

  app.get('/api/wallet', { schema: { tags: ['wallet'], response: { 200: walletSchema } } }, async (request) => {
    return wallet.getWallet(deps, requireMemberId(request));
  });

  app.get('/api/wallet/transactions', pagedListRoute('wallet', transactionPageSchema), async (request) =>
    wallet.listTransactions(deps, requireMemberId(request), request.query.cursor),
  );

  app.post(
    '/api/wallet/withdrawals',
    { schema: { tags: ['wallet'], body: withdrawalSchema, response: { 201: withdrawalReplySchema } } },
    async (request, reply) => {
      const userId = requireMemberId(request);
      return reply.status(201).send(await wallet.withdraw(deps, userId, request.body));
    },
  );
};
