// One load on a floor server, in a process of its own (as the bench's load generator is), printed
// as JSON: `node load.mjs '{"url":…,"route":"health"|"like","connections":50,"duration":8,"warmup":2}'`.
// Likes come from 50 members over 1 000 posts, each member liking and unliking in turn.
import autocannon from 'autocannon';

const { url, route, connections, duration, warmup } = JSON.parse(process.argv[2]);
let k = 0;
let seed = 1;
const nextPost = () => {
  seed = (seed * 48271) % 2147483647;
  return 1 + (seed % 1000);
};
const request = {
  method: route === 'like' ? 'PUT' : 'GET',
  setupRequest(req) {
    if (route !== 'like') return { ...req, path: '/api/health' };
    return { ...req, path: `/like/${nextPost()}`, headers: { 'x-member': String(k++ % 50) } };
  },
};
const run = (seconds) => autocannon({ url, connections, duration: seconds, requests: [request] });
if (warmup > 0) await run(warmup);
const result = await run(duration);
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }),
);
