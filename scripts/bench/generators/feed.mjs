// The social graph the feed reads: 200 more brands, 100 000 posts (BENCH_FEED_POSTS), 1 000 000 likes
// (BENCH_FEED_LIKES) with every counter matching its rows, and — for the members the feed scenario
// signs in as — follows of 20 brands (with their segments, as following a brand does) and 50 members.
import { monotonicFactory } from 'ulid';

const DAY = 24 * 3600 * 1000;
const SEGMENTS = [
  'carros',
  'motos',
  'restaurantes',
  'filmes',
  'series',
  'cinema',
  'musica',
  'moda',
  'hobby',
  'esportes',
  'ciencia',
  'tecnologia',
];
/** The catalogue's brands and their segments (src/server/seed/catalog-data.ts). */
const CATALOG_BRANDS = [
  ['nexo-tech', 'tecnologia'],
  ['urbana-moda', 'moda'],
  ['arena-esportes', 'esportes'],
  ['batida-sonora', 'musica'],
  ['velocita-motors', 'carros'],
  ['sabor-da-casa', 'restaurantes'],
  ['maratona-series', 'series'],
  ['cine-aurora', 'cinema'],
  ['estudio-quadro', 'filmes'],
  ['rota-duas-rodas', 'motos'],
  ['mao-na-massa', 'hobby'],
  ['ciencia-viva', 'ciencia'],
];
const EXTRA_BRANDS = 200;
/** Members the feed scenario signs in as; they are the ones given follows. */
export const FEED_VIEWERS = 50;
export const FOLLOWED_BRANDS = 20;
export const FOLLOWED_MEMBERS = 50;

const OPENINGS = [
  'Novidade no ar!',
  'Bom dia!',
  'Fim de semana chegando.',
  'Vocês pediram e chegou:',
  'Dica do dia:',
  'Bastidores:',
  'Olha só que lindo:',
  'Promoção relâmpago!',
];
const BODIES = [
  'conheçam nossa nova coleção, feita com muito carinho para vocês.',
  'o treino de hoje foi pesado, mas valeu cada minuto.',
  'a receita da semana é um clássico que nunca falha.',
  'estreia nova temporada nesta sexta, quem vai maratonar?',
  'descobrimos um lugar incrível para curtir com os amigos.',
  'confiram o resultado do nosso último projeto.',
  'frete grátis para todo o Brasil até domingo.',
  'essa música não sai da minha cabeça desde ontem.',
];

/** Member n (1-based) of the scenario's sessions: the same spread as loginMany(ctx, FEED_VIEWERS). */
export function feedViewerNumbers(members) {
  const stride = Math.max(1, Math.floor(members / FEED_VIEWERS));
  return Array.from({ length: Math.min(FEED_VIEWERS, members) }, (_, i) => 1 + i * stride);
}

function media(n) {
  const folder = `posts/bench-${n % 997}`;
  return JSON.stringify({
    kind: 'image',
    width: 1080,
    height: 1080,
    // A real placeholder is a ~250-byte data URL; the size matters to the page's weight.
    placeholder: `data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAADQAQCdASoQABAAAUAmJaQAA3AA/v3AgAA${'A'.repeat(160)}`,
    renditions: [1080, 640, 320].map((w) => ({ width: w, height: w, key: `${folder}/${w}.webp` })),
    alt: null,
  });
}

function sample(random, count, limit, skip = -1) {
  const picked = new Set();
  while (picked.size < Math.min(count, limit - (skip >= 0 ? 1 : 0))) {
    const i = random.int(limit);
    if (i !== skip) picked.add(i);
  }
  return [...picked];
}

export async function generate(store, { random, state, now }) {
  const members = state.memberIds;
  const postCount = Number(process.env.BENCH_FEED_POSTS ?? 100_000);
  const likeTarget = Number(process.env.BENCH_FEED_LIKES ?? 1_000_000);

  const brands = CATALOG_BRANDS.map(([id, segment]) => ({ id, segment }));
  const extra = [];
  for (let i = 1; i <= EXTRA_BRANDS; i++) {
    const id = `brand_bench_${String(i).padStart(3, '0')}`;
    const segment = SEGMENTS[i % SEGMENTS.length];
    brands.push({ id, segment });
    extra.push([
      id,
      `Marca ${i}`,
      'Marca de teste',
      `${random.between(1, 900)} mil`,
      random.chance(0.5) ? 1 : 0,
      segment,
      '/media/brands/nexo-tech-logo.svg',
      '/media/brands/nexo-tech-cover.webp',
      100 + i,
    ]);
  }
  await store.bulkInsert(
    'brands',
    ['id', 'name', 'category', 'followers_text', 'verified', 'segment_id', 'logo_url', 'cover_url', 'position'],
    extra,
  );

  // Likes first, in memory, so each post row is written once with its count.
  const likesPerPost = new Int32Array(postCount);
  const likePost = new Int32Array(likeTarget);
  const likeMember = new Int32Array(likeTarget);
  const seen = new Set();
  let likes = 0;
  const maxLikes = Math.min(likeTarget, postCount * members.length);
  while (likes < maxLikes) {
    // Popularity is skewed: a few posts get most of the likes, as on any network.
    const p = Math.floor(postCount * random.next() ** 2.2);
    const m = random.int(members.length);
    const key = p * members.length + m;
    if (seen.has(key)) continue;
    seen.add(key);
    likePost[likes] = p;
    likeMember[likes] = m;
    likesPerPost[p] += 1;
    likes += 1;
  }
  seen.clear();

  const start = now - 365 * DAY;
  const step = (365 * DAY) / postCount;
  const ulid = monotonicFactory(random.next);
  const postIds = new Array(postCount);
  const postTimes = new Float64Array(postCount);
  const author = new Int32Array(postCount).fill(-1);
  function* postRows() {
    for (let i = 0; i < postCount; i++) {
      const at = Math.floor(start + i * step);
      const id = `pst_${ulid(at).toLowerCase()}`;
      postIds[i] = id;
      postTimes[i] = at;
      const fromBrand = random.chance(0.6);
      const brand = fromBrand ? brands[random.int(brands.length)] : null;
      if (!fromBrand) author[i] = random.int(members.length);
      const likesHere = likesPerPost[i];
      yield [
        id,
        fromBrand ? null : members[author[i]],
        brand?.id ?? null,
        brand?.segment ?? null,
        `${random.pick(OPENINGS)} ${random.pick(BODIES)}`,
        'image',
        media(i),
        0,
        null,
        null,
        likesHere,
        0,
        Math.floor(likesHere / 20),
        0,
        Math.floor(likesHere / 10),
        at,
        at,
      ];
    }
  }
  const posts = await store.bulkInsert(
    'posts',
    [
      'id',
      'author_user_id',
      'brand_id',
      'segment_id',
      'content',
      'media_kind',
      'media',
      'is_repost',
      'original_post_id',
      'original_author_name',
      'likes_count',
      'comments_count',
      'shares_count',
      'reposts_count',
      'bookmarks_count',
      'created_at',
      'updated_at',
    ],
    postRows(),
  );

  // In primary-key order: each index page is written once instead of being revisited at random.
  const order = new Uint32Array(likes);
  for (let i = 0; i < likes; i++) order[i] = i;
  order.sort((a, b) => likePost[a] - likePost[b] || likeMember[a] - likeMember[b]);
  function* likeRows() {
    for (let k = 0; k < likes; k++) {
      const i = order[k];
      const p = likePost[i];
      yield [postIds[p], members[likeMember[i]], Math.min(now, postTimes[p] + random.int(7 * DAY))];
    }
  }
  await store.bulkInsert('post_likes', ['post_id', 'user_id', 'created_at'], likeRows());

  // Follows of the scenario's members, with their segments as following a brand adds them.
  const memberFollows = [];
  const brandFollows = [];
  const segmentFollows = [];
  for (const n of feedViewerNumbers(members.length)) {
    const viewer = members[n - 1];
    for (const m of sample(random, FOLLOWED_MEMBERS, members.length, n - 1))
      memberFollows.push([viewer, members[m], now - random.int(90 * DAY)]);
    const segments = new Set();
    for (const b of sample(random, FOLLOWED_BRANDS, brands.length)) {
      brandFollows.push([viewer, brands[b].id, now - random.int(90 * DAY)]);
      segments.add(brands[b].segment);
    }
    for (const s of segments) segmentFollows.push([viewer, s, now - random.int(90 * DAY)]);
  }
  await store.bulkInsert('member_follows', ['follower_id', 'followee_id', 'created_at'], memberFollows);
  await store.bulkInsert('brand_follows', ['user_id', 'brand_id', 'created_at'], brandFollows);
  await store.bulkInsert('segment_follows', ['user_id', 'segment_id', 'created_at'], segmentFollows);

  // The members' counters follow their rows, as the service keeps them.
  await store.query(
    'UPDATE users SET posts_count = (SELECT count(*) FROM posts WHERE posts.author_user_id = users.id)',
  );
  await store.query(
    'UPDATE users SET following_count = following_count + (SELECT count(*) FROM member_follows f WHERE f.follower_id = users.id), ' +
      'followers_count = followers_count + (SELECT count(*) FROM member_follows f WHERE f.followee_id = users.id)',
  );
  await store.query(
    'UPDATE segments SET followers_count = followers_count + (SELECT count(*) FROM segment_follows f WHERE f.segment_id = segments.id)',
  );

  return { posts, likes, feedViewers: FEED_VIEWERS };
}
