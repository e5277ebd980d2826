import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cepReplySchema } from '../../../shared/store-delivery';
import { bundledCepProvider, lookupCep, type CepProvider } from './cep/cep.service';

/** The CEP lookup of the checkout forms: our /checkout page and the hosted payment page. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ cep?: CepProvider | undefined }> = async (app, deps) => {
  const provider = deps.cep ?? bundledCepProvider;
  app.get(
    '/api/store/cep/:cep',
    {
      schema: {
        tags: ['store'],
        params: z.object({ cep: z.string().max(20) }),
        response: { 200: cepReplySchema },
      },
    },
    async (request, reply) => {
      const address = await lookupCep(provider, request.params.cep);
      // The bundled table changes only with a release.
      reply.header('Cache-Control', 'public, max-age=86400');
      return { address };
    },
  );
};
