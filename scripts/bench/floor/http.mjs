// The HTTP side every floor server shares: Fastify with no plugins, a health route answered as the
// app's is, and a like route whose member comes from a header (no session: the floor has none).
import Fastify from 'fastify';

export async function serve(like, check) {
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => ({ ok: true }));
  app.put('/like/:post', (request) => like(Number(request.headers['x-member']), Number(request.params.post)));
  app.get('/check', check);
  await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
  process.stdout.write('listening\n');
}
