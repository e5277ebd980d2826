import { ptBR } from '../../shared/i18n/pt-BR';
import { SEGMENT_IMAGES } from '../../shared/segments';
import { STORY_TTL_MS } from '../../shared/stories';
import type { Insertable } from 'kysely';
import type { SegmentImagesTable } from '../features/segments/segments.tables';
import { createBrandStory } from '../features/stories/stories.service';
import { processImage } from '../platform/media/image';
import { storedImage } from '../platform/media/media';
import { abstractSvg, flatWebp } from './artwork';
import { brandData, segmentData } from './catalog-data';
import type { SeedDeps } from './seed-deps';

const SEGMENT_IMAGES_KEY = 'segment_images_seeded';
const MIN = 60_000;

/** The spec's five story brands; two of them sponsored ('Publi'). */
const storyBrands: { brandId: string; title: string; isPubli: boolean; ago: number }[] = [
  { brandId: 'nexo-tech', title: 'Nexo Pulse chegou', isPubli: true, ago: 25 * MIN },
  { brandId: 'urbana-moda', title: 'Coleção Outono Urbano', isPubli: false, ago: 70 * MIN },
  { brandId: 'arena-esportes', title: 'Treino de domingo', isPubli: false, ago: 3 * 60 * MIN },
  { brandId: 'batida-sonora', title: 'Playlist da semana', isPubli: true, ago: 5 * 60 * MIN },
  { brandId: 'sabor-da-casa', title: 'Feijoada de sábado', isPubli: false, ago: 8 * 60 * MIN },
];

/** Portrait, square and landscape, so the segment grid looks like a real feed. */
const shapes: [number, number][] = [
  [600, 800],
  [600, 600],
  [600, 750],
  [600, 450],
];

/** Twelve sample images per segment (SVG artwork: drawn in microseconds, sharp at any size). */
async function seedSegmentImages(deps: SeedDeps) {
  const done = await deps.db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEGMENT_IMAGES_KEY)
    .executeTakeFirst();
  if (done) return;
  const rows: Insertable<SegmentImagesTable>[] = [];
  for (const s of segmentData) {
    const brand = brandData.find((b) => b.segmentId === s.id);
    for (let i = 0; i < SEGMENT_IMAGES; i++) {
      const [width, height] = shapes[i % shapes.length]!;
      const other = brand?.colors[i % 2] ?? '#111827';
      const key = `segments/${s.id}-${i + 1}.svg`;
      await deps.storage.put(
        key,
        abstractSvg(`segment-${s.id}-${i}`, i % 3 ? [s.color, other] : [other, s.color], width, height),
      );
      rows.push({
        id: `${s.id}-${i + 1}`,
        segment_id: s.id,
        image_key: key,
        width,
        height,
        color: s.color,
        alt: ptBR.segmentsPage.imageAlt(s.label, i + 1),
        // Nobody can like a sample picture: a number here would count no one.
        likes_count: 0,
        position: i,
      });
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('app_meta').select('value').where('key', '=', SEGMENT_IMAGES_KEY).executeTakeFirst())
      return;
    await trx.insertInto('segment_images').values(rows).execute();
    await trx
      .insertInto('app_meta')
      .values({ key: SEGMENT_IMAGES_KEY, value: String(deps.clock.now()) })
      .execute();
  });
}

/**
 * The five brand stories. Stories last 24 hours, so a demo install would lose them after a
 * day: each start posts a fresh one for a story brand that has none live (the ten-story rule
 * retires the old ones and their files).
 */
async function seedBrandStories(deps: SeedDeps) {
  const now = deps.clock.now();
  for (const [i, s] of storyBrands.entries()) {
    const live = await deps.db
      .selectFrom('stories')
      .select('id')
      .where('brand_id', '=', s.brandId)
      .where('created_at', '>', now - STORY_TTL_MS)
      .executeTakeFirst();
    if (live) continue;
    const brand = brandData.find((b) => b.id === s.brandId)!;
    const picture = deps.readyMadeMedia
      ? await flatWebp(brand.colors[0], 540, 960)
      : Buffer.from(abstractSvg(`story-${s.brandId}-${i}`, brand.colors, 540, 960));
    const image = await processImage(deps.storage, picture, { prefix: 'stories', widths: [540, 320] });
    await createBrandStory(deps, {
      brandId: s.brandId,
      media: storedImage(image, ptBR.stories.mediaAlt(brand.name)),
      title: s.title,
      isPubli: s.isPubli,
      createdAt: now - s.ago,
    });
  }
}

/** Segment images (once) and live brand stories (whenever none is live); safe to run on every start. */
export async function seedDiscoverDemo(deps: SeedDeps): Promise<void> {
  await seedSegmentImages(deps);
  await seedBrandStories(deps);
}
