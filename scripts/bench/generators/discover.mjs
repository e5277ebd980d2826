// What explore and search read beyond the feed's posts: live and expired stories (3 per catalogue
// brand, and 5 000 of members over the last two days, so half have expired), and the word the
// search scenario looks for in the fashion segment's posts ('Moda: …'), written through the
// posts table so the search index triggers of migration 005 see it as any edit.
import { monotonicFactory } from 'ulid';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const CATALOG_BRANDS = [
  'nexo-tech',
  'urbana-moda',
  'arena-esportes',
  'batida-sonora',
  'velocita-motors',
  'sabor-da-casa',
  'maratona-series',
  'cine-aurora',
  'estudio-quadro',
  'rota-duas-rodas',
  'mao-na-massa',
  'ciencia-viva',
];
export const MEMBER_STORIES = 5000;

function media(n) {
  const folder = `stories/bench-${n % 499}`;
  return JSON.stringify({
    kind: 'image',
    width: 1080,
    height: 1920,
    placeholder: `data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAADQAQCdASoQABAAAUAmJaQAA3AA/v3AgAA${'A'.repeat(160)}`,
    renditions: [1080, 640, 320].map((w) => ({
      width: w,
      height: Math.round((w * 16) / 9),
      key: `${folder}/${w}.webp`,
    })),
    alt: null,
  });
}

export async function generate(store, { random, state, now }) {
  const members = state.memberIds;
  const ulid = monotonicFactory(random.next);
  const rows = [];
  const story = (author, brand, at, n) => {
    const m = media(n);
    rows.push([
      `sty_${ulid(at).toLowerCase()}`,
      author,
      brand,
      null,
      'image',
      m,
      JSON.parse(m).renditions[0].key,
      brand && n % 4 === 0 ? 1 : 0,
      0,
      null,
      null,
      random.int(500),
      random.int(50),
      0,
      random.int(30),
      at,
      at + DAY,
    ]);
  };
  let n = 0;
  for (const brand of CATALOG_BRANDS) for (let i = 0; i < 3; i++) story(null, brand, now - random.int(20 * HOUR), n++);
  // Oldest first, so ids and times rise together as the service writes them.
  const times = Array.from({ length: MEMBER_STORIES }, () => now - random.int(2 * DAY)).sort((a, b) => a - b);
  for (const at of times) story(members[random.int(members.length)], null, at, n++);
  rows.sort((a, b) => a[15] - b[15]);
  await store.bulkInsert(
    'stories',
    [
      'id',
      'author_user_id',
      'brand_id',
      'title',
      'media_kind',
      'media',
      'media_key',
      'is_publi',
      'is_repost',
      'original_story_id',
      'original_author_name',
      'likes_count',
      'shares_count',
      'reposts_count',
      'bookmarks_count',
      'created_at',
      'expires_at',
    ],
    rows,
  );
  await store.query("UPDATE posts SET content = 'Moda: ' || content WHERE segment_id = 'moda'");
  const [{ modaPosts }] = await store.query('SELECT count(*) AS "modaPosts" FROM posts WHERE segment_id = \'moda\'');
  return { stories: rows.length, modaPosts: Number(modaPosts) };
}
