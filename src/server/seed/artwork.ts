import crypto from 'node:crypto';
import sharp from 'sharp';

/*
 * Seed artwork is drawn here, never fetched: gradients and shapes from a seeded random source, so
 * every install gets the same pictures. Raster art has no text (a fresh machine may have no fonts);
 * logos stay SVG, so the browser draws their letters with its own fonts.
 */

function seeded(seed: string): () => number {
  let state = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An abstract composition: a two-colour gradient with soft circles and a wave. */
export function abstractSvg(seed: string, colors: [string, string], width: number, height: number): string {
  const rnd = seeded(seed);
  const circles = Array.from({ length: 6 }, () => {
    const r = (0.12 + rnd() * 0.35) * Math.min(width, height);
    return `<circle cx="${(rnd() * width).toFixed(0)}" cy="${(rnd() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.06 + rnd() * 0.14).toFixed(2)}"/>`;
  }).join('');
  const y = height * (0.55 + rnd() * 0.25);
  const wave = `<path d="M0 ${y.toFixed(0)} C ${width * 0.3} ${(y - height * 0.25).toFixed(0)}, ${width * 0.6} ${(y + height * 0.25).toFixed(0)}, ${width} ${(y - height * 0.1).toFixed(0)} L ${width} ${height} L 0 ${height} Z" fill="#000" fill-opacity="0.14"/>`;
  const angle = Math.round(rnd() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${wave}</svg>`;
}

/** The abstract composition as WebP; with `readyMade`, its flat stand-in (see flatWebp). */
export async function abstractWebp(
  seed: string,
  colors: [string, string],
  width: number,
  height: number,
  readyMade = false,
): Promise<Buffer> {
  if (readyMade) return flatWebp(colors[0], width, height);
  return sharp(Buffer.from(abstractSvg(seed, colors, width, height)))
    .webp({ quality: 82 })
    .toBuffer();
}

const flats = new Map<string, Promise<Buffer>>();

/**
 * A picture of one colour at the drawn picture's size: what the seed stores when only the rows and
 * real image files matter (the tests), since drawing the artwork is the slow part of seeding.
 */
export function flatWebp(color: string, width: number, height: number): Promise<Buffer> {
  const key = `${color} ${width}x${height}`;
  let made = flats.get(key);
  if (!made) {
    made = sharp({ create: { width, height, channels: 3, background: color } })
      .webp({ quality: 82 })
      .toBuffer();
    flats.set(key, made);
  }
  return made;
}

/** A brand mark: the brand's initials in a rounded square of its colours. */
export function logoSvg(name: string, colors: [string, string]): string {
  const letters = escapeXml(
    name
      .split(/\s+/)
      .map((w) => w.charAt(0))
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs><rect width="120" height="120" rx="28" fill="url(#g)"/><circle cx="96" cy="24" r="30" fill="#fff" fill-opacity=".12"/><text x="60" y="62" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="46" font-weight="800" letter-spacing="-1" fill="#fff">${letters}</text></svg>`;
}
