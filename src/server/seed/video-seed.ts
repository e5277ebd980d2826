import fs from 'node:fs';
import { newId } from '../platform/ids';
import { processImage } from '../platform/media/image';
import { storedVideo, type StoredMedia } from '../platform/media/media';
import { ffmpegPath } from '../platform/media/video';
import { brandData } from './catalog-data';
import { crowdIds, draw, insertMany } from './crowd-seed';
import { ffmpegWorks, makeClip, readyMade, type Clip, type ClipSpec } from './demo-clips';
import { recountAll } from './recount';
import type { SeedDeps } from './seed-deps';

/*
 * Demo reels (one per brand, two sample comments each, the crowd's likes and shares) and the right panel's three demo long
 * videos. Clips are drawn by ffmpeg from its own sources (gradients in the brand's colours, a
 * moving shape, a tone): no network, no files in the repository, no text (a machine may have no fonts).
 */

const SEED_KEY = 'video_demo_seeded';
const MIN = 60_000;
const HOUR = 60 * MIN;

const reelCaptions: Record<string, string> = {
  'nexo-tech': 'Unboxing do Nexo Pulse em 3 segundos. 📱⚡',
  'urbana-moda': 'Três looks, uma peça: o trench da coleção Outono Urbano. 🧥',
  'arena-esportes': 'Aquecimento rápido antes da corrida de domingo. 🏃‍♀️',
  'batida-sonora': 'Sinta o grave dos novos Batida Air. 🎧',
  'velocita-motors': 'Ronco do motor V8 no pôr do sol. 🏎️',
  'sabor-da-casa': 'Massa fresca saindo agora da cozinha. 🍝',
  'maratona-series': 'Prévia exclusiva da nova temporada. 🍿',
  'cine-aurora': 'Sessão de estreia lotada ontem à noite! 🎬',
  'estudio-quadro': 'Bastidores da gravação do nosso curta. 🎥',
  'rota-duas-rodas': 'Curvas da serra em cima de duas rodas. 🏍️',
  'mao-na-massa': 'Cerâmica do zero em poucos segundos. 🏺',
  'ciencia-viva': 'Experimento: a cor que muda com o pH. 🧪',
};

const sampleComments = [
  'Que incrível! 🔥',
  'Amei demais, quero ver mais vídeos assim!',
  'Sensacional 👏👏',
  'Isso ficou muito bom!',
  'Top demais! 😍',
  'Já salvei aqui 💜',
];

const demoVideos = [
  {
    brand: 'nexo-tech',
    title: 'Bastidores do lançamento do Nexo Pulse',
    description:
      'Acompanhe a equipe de design nos dias antes do lançamento: protótipos, testes de câmera e muito café.',
  },
  {
    brand: 'batida-sonora',
    title: 'Sessão acústica ao vivo',
    description: 'Uma tarde de música no estúdio da Batida Sonora, gravada com os novos fones de monitoração.',
  },
  {
    brand: 'arena-esportes',
    title: 'Treino funcional completo',
    description: 'Um treino de corpo inteiro para fazer em casa, sem equipamentos. Ajuste o ritmo ao seu nível.',
  },
];

/** Made clips are kept here across installs and test runs: drawing them is the slow part. */
async function storeClip(deps: SeedDeps, clip: Clip, key: string, prefix: string): Promise<StoredMedia> {
  if (!(await deps.storage.exists(key))) await deps.storage.putStream(key, fs.createReadStream(clip.file));
  const poster = await processImage(deps.storage, clip.poster, { prefix });
  return storedVideo({
    key,
    mime: 'video/mp4',
    durationMs: clip.durationMs,
    width: clip.width,
    height: clip.height,
    poster,
  });
}

/** Seeds the demo reels and long videos once; without ffmpeg they are skipped with a warning. */
export async function seedVideoDemo(deps: SeedDeps): Promise<void> {
  const done = await deps.db.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst();
  if (done) return;
  if (!(await ffmpegWorks())) {
    console.warn(
      `[seed] ffmpeg not found (${ffmpegPath()}): demo reels and videos skipped. Install ffmpeg or set FFMPEG_PATH.`,
    );
    return;
  }
  const reels: { brand: string; media: StoredMedia }[] = [];
  const clipOf = (spec: ClipSpec) => makeClip(deps.readyMadeMedia ? readyMade(spec) : spec);
  for (const [i, b] of brandData.entries()) {
    const clip = await clipOf({
      name: `reel-${b.id}`,
      colors: b.colors,
      width: 360,
      height: 640,
      seconds: 3,
      tone: 330 + i * 40,
    });
    reels.push({ brand: b.id, media: await storeClip(deps, clip, `reels/demo/${b.id}.mp4`, 'reels') });
  }
  const videos: { media: StoredMedia }[] = [];
  for (const [i, v] of demoVideos.entries()) {
    const brand = brandData.find((b) => b.id === v.brand)!;
    const colors: [string, string] = [brand.colors[1], brand.colors[0]];
    const clip = await clipOf({
      name: `video-${v.brand}`,
      colors,
      width: 640,
      height: 360,
      seconds: 6,
      tone: 220 + i * 60,
    });
    videos.push({ media: await storeClip(deps, clip, `videos/demo/${v.brand}.mp4`, 'videos') });
  }

  await deps.db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst()) return;
    const now = deps.clock.now();
    const crowd = await crowdIds(trx);
    for (const [i, reel] of reels.entries()) {
      // Spread over the last day, in catalogue order (the first brand's reel is the newest).
      const at = now - (i + 1) * 2 * HOUR;
      const id = newId('reel', at);
      await trx
        .insertInto('reels')
        .values({
          id,
          author_user_id: null,
          brand_id: reel.brand,
          description: reelCaptions[reel.brand] ?? '',
          status: 'ready',
          error: null,
          media: JSON.stringify(reel.media),
          // Counted from the rows below (recount.ts).
          likes_count: 0,
          comments_count: 0,
          shares_count: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (let c = 0; c < 2; c++) {
        const commenter = brandData[(i + 1 + c * 5) % brandData.length]!;
        const cAt = at + (c + 1) * 10 * MIN;
        await trx
          .insertInto('reel_comments')
          .values({
            id: newId('rcm', cAt),
            reel_id: id,
            user_id: null,
            brand_id: commenter.id,
            text: sampleComments[(i + c * 3) % sampleComments.length]!,
            created_at: cAt,
          })
          .execute();
      }
      // The crowd's likes and shares: the newest reels have had the least time to gather them.
      const appeal = 0.25 + draw(reel.brand) * 0.5;
      const marks = (kind: string, chance: number) =>
        crowd
          .filter((_, k) => draw(`${reel.brand}:${kind}:${k}`) < chance)
          .map((userId, k) => ({ reel_id: id, user_id: userId, created_at: at + (k + 1) * MIN }));
      await insertMany(trx, 'reel_likes', marks('like', appeal));
      await insertMany(trx, 'reel_shares', marks('share', appeal * 0.3));
    }
    for (const [i, v] of demoVideos.entries()) {
      const at = now - (i + 1) * 24 * HOUR;
      await trx
        .insertInto('long_videos')
        .values({
          id: newId('long_video', at),
          author_user_id: null,
          brand_id: v.brand,
          title: v.title,
          description: v.description,
          status: 'ready',
          error: null,
          media: JSON.stringify(videos[i]!.media),
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await recountAll(trx);
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_KEY, value: String(now) })
      .execute();
  });
}
