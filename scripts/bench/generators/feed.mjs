// The posts the feed reads: 200 more brands, `options.posts` posts over the past year (six in ten by
// brands) and `options.likes` likes skewed towards a few popular posts, every counter matching its
// rows. Who follows whom is generators/follows.mjs.
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

/**
 * `count` distinct integers below `limit`, ascending (member ids ascend with the index, so rows come
 * out in primary-key order). Dense draws pick the ones left out instead, so the loop always ends fast.
 */
export function distinctSorted(random, count, limit) {
  if (count * 2 <= limit) {
    const picked = new Set();
    while (picked.size < count) picked.add(random.int(limit));
    return Int32Array.from(picked).sort();
  }
  const left = new Set();
  while (left.size < limit - count) left.add(random.int(limit));
  const out = new Int32Array(count);
  for (let i = 0, k = 0; i < limit; i++) if (!left.has(i)) out[k++] = i;
  return out;
}

/** Posts the post, like and comment scenarios pick from: spread evenly over the year. */
export const SAMPLE_POSTS = 500;

export async function generate(store, { options, random, state, now }) {
  const members = state.memberIds;
  const postCount = options.posts;

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
  state.brands = brands;

  // How many likes each post gets, first, so each post row is written once with its count. Popularity
  // is skewed: a few posts get most of the likes, as on any network; none gets more than one per member.
  const likesPerPost = new Int32Array(postCount);
  const likeTarget = Math.min(options.likes, postCount * members.length);
  for (let likes = 0; likes < likeTarget;) {
    const p = Math.floor(postCount * random.next() ** 2.2);
    if (likesPerPost[p] >= members.length) continue;
    likesPerPost[p] += 1;
    likes += 1;
  }

  const start = now - 365 * DAY;
  const step = (365 * DAY) / postCount;
  const ulid = monotonicFactory(random.next);
  const postIds = new Array(postCount);
  const postTimes = new Float64Array(postCount);
  function* postRows() {
    for (let i = 0; i < postCount; i++) {
      const at = Math.floor(start + i * step);
      const id = `pst_${ulid(at).toLowerCase()}`;
      postIds[i] = id;
      postTimes[i] = at;
      const fromBrand = random.chance(0.6);
      const brand = fromBrand ? brands[random.int(brands.length)] : null;
      const likesHere = likesPerPost[i];
      yield [
        id,
        fromBrand ? null : members[random.int(members.length)],
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
    { deferIndexes: true },
  );

  // Post by post, members ascending: primary-key order, so each index page is written once.
  function* likeRows() {
    for (let p = 0; p < postCount; p++) {
      if (!likesPerPost[p]) continue;
      for (const m of distinctSorted(random, likesPerPost[p], members.length))
        yield [postIds[p], members[m], Math.min(now, postTimes[p] + random.int(7 * DAY))];
    }
  }
  const likes = await store.bulkInsert('post_likes', ['post_id', 'user_id', 'created_at'], likeRows(), {
    deferIndexes: true,
  });

  await store.query(
    'UPDATE users SET posts_count = (SELECT count(*) FROM posts WHERE posts.author_user_id = users.id)',
  );

  state.postIds = postIds;
  const sampleStep = Math.max(1, Math.floor(postCount / SAMPLE_POSTS));
  const samplePosts = [];
  for (let i = sampleStep - 1; i < postCount && samplePosts.length < SAMPLE_POSTS; i += sampleStep)
    samplePosts.push(postIds[i]);
  return { posts, likes, samplePosts };
}
