import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newId } from '../platform/ids';
import { processImage } from '../platform/media/image';
import { storedVideo, type StoredMedia } from '../platform/media/media';
import { extractPoster, ffmpegPath, probeVideo } from '../platform/media/video';
import { brandData } from './catalog-data';
import type { SeedDeps } from './seed';

/*
 * Demo reels (one per brand, two sample comments each) and the right panel's three demo long
 * videos. Clips are drawn by ffmpeg from its own sources (gradients in the brand's colours, a
 * moving shape, a tone): no network, no files in the repository, no text (a machine may have no fonts).
 */

const SEED_KEY = 'video_demo_seeded';
const MIN = 60_000;
const HOUR = 60 * MIN;
const execFileAsync = promisify(execFile);

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
const cacheDir = () => path.join(os.tmpdir(), 'brandsocial-seed-clips-v1');

interface Clip {
  file: string;
  poster: Buffer;
  durationMs: number;
  width: number;
  height: number;
}

async function ffmpegWorks(): Promise<boolean> {
  try {
    await execFileAsync(ffmpegPath(), ['-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

const hex = (c: string) => `0x${c.replace('#', '')}`;

/** A short H.264/AAC fast-start clip: a drifting gradient with a gliding square and a soft tone. */
async function makeClip(
  name: string,
  colors: [string, string],
  width: number,
  height: number,
  seconds: number,
  tone: number,
): Promise<Clip> {
  const args = [
    '-f',
    'lavfi',
    '-i',
    `gradients=s=${width}x${height}:r=24:c0=${hex(colors[0])}:c1=${hex(colors[1])}:speed=0.08:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${tone}:sample_rate=44100:duration=${seconds}`,
    '-vf',
    `drawbox=x='(iw-ih/8)/2+iw/4*sin(2*PI*t/${seconds})':y='ih*0.6':w='ih/8':h='ih/8':color=white@0.55:t=fill`,
    '-af',
    'volume=0.15',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '24',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-shortest',
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
  ];
  const key = crypto.createHash('sha256').update(args.join(' ')).digest('hex').slice(0, 12);
  const dir = cacheDir();
  const file = path.join(dir, `${name}-${key}.mp4`);
  const posterFile = `${file}.png`;
  if (!fs.existsSync(posterFile)) {
    fs.mkdirSync(dir, { recursive: true });
    // Made aside, then renamed: two servers (or test files) seeding at once never read half a clip.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    await execFileAsync(ffmpegPath(), ['-v', 'error', '-y', ...args, '-f', 'mp4', tmp], { timeout: 120_000 });
    fs.writeFileSync(`${tmp}.png`, await extractPoster(tmp, Math.min(1000, (seconds * 1000) / 2)));
    fs.renameSync(tmp, file);
    fs.renameSync(`${tmp}.png`, posterFile);
  }
  const probe = await probeVideo(file);
  return {
    file,
    poster: fs.readFileSync(posterFile),
    durationMs: probe.durationMs ?? seconds * 1000,
    width: probe.width,
    height: probe.height,
  };
}

/** Puts a made clip in storage (once: a kept key is reused) with its poster renditions. */
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
  for (const [i, b] of brandData.entries()) {
    const clip = await makeClip(`reel-${b.id}`, b.colors, 360, 640, 3, 330 + i * 40);
    reels.push({ brand: b.id, media: await storeClip(deps, clip, `reels/demo/${b.id}.mp4`, 'reels') });
  }
  const videos: { media: StoredMedia }[] = [];
  for (const [i, v] of demoVideos.entries()) {
    const brand = brandData.find((b) => b.id === v.brand)!;
    const clip = await makeClip(`video-${v.brand}`, [brand.colors[1], brand.colors[0]], 640, 360, 6, 220 + i * 60);
    videos.push({ media: await storeClip(deps, clip, `videos/demo/${v.brand}.mp4`, 'videos') });
  }

  await deps.db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst()) return;
    const now = deps.clock.now();
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
          // Sample numbers, like the spec's sample reels; the two comments below are real rows.
          likes_count: 800 + ((i * 7919) % 9000),
          comments_count: 2,
          shares_count: 20 + ((i * 131) % 300),
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
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_KEY, value: String(now) })
      .execute();
  });
}
