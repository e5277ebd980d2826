import sharp from 'sharp';
import { abstractSvg } from './artwork';

/*
 * Demo product pictures: a flat drawing of the product on the brand's abstract gradient. Drawn from
 * shapes, never fetched, and without text (a fresh machine may have no fonts).
 */

export type ProductShape =
  | 'tee'
  | 'hoodie'
  | 'cap'
  | 'sneaker'
  | 'headphones'
  | 'speaker'
  | 'mug'
  | 'poster'
  | 'car'
  | 'helmet'
  | 'apron'
  | 'clapper'
  | 'palette'
  | 'flask'
  | 'mouse'
  | 'giftcard';

const shade = 'fill="#000" fill-opacity=".16"';

/** Each drawing lives in a 400×400 box; `c` is the product's colour, `a` an accent. */
const shapes: Record<ProductShape, (c: string, a: string) => string> = {
  tee: (c) =>
    `<path d="M140 90 L105 102 L55 142 L88 194 L120 176 L120 332 L280 332 L280 176 L312 194 L345 142 L295 102 L260 90 Q200 132 140 90 Z" fill="${c}"/><path d="M140 90 Q200 132 260 90 Q200 112 140 90 Z" ${shade}/><path d="M120 300 H280 V332 H120 Z" ${shade}/>`,
  hoodie: (c, a) =>
    `<path d="M150 92 Q200 60 250 92 L300 106 L348 252 L306 266 L280 192 L280 336 L120 336 L120 192 L94 266 L52 252 L100 106 Z" fill="${c}"/><path d="M150 92 Q200 150 250 92 Q235 58 200 56 Q165 58 150 92 Z" ${shade}/><path d="M150 250 H250 L240 300 H160 Z" ${shade}/><path d="M190 110 V170 M210 110 V170" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  cap: (c, a) =>
    `<path d="M108 242 Q108 128 200 128 Q292 128 292 242 Z" fill="${c}"/><path d="M270 232 Q342 236 354 262 Q300 274 246 256 Z" fill="${c}"/><path d="M270 232 Q342 236 354 262 Q300 274 246 256 Z" ${shade}/><circle cx="200" cy="130" r="10" fill="${a}"/><path d="M200 130 Q160 180 160 242 M200 130 Q240 180 240 242" stroke="#000" stroke-opacity=".15" stroke-width="4" fill="none"/>`,
  sneaker: (c, a) =>
    `<path d="M68 252 L88 178 Q128 190 160 168 L202 148 Q252 200 322 214 Q348 222 348 252 Z" fill="${c}"/><path d="M62 252 H352 Q354 278 330 282 H82 Q60 278 62 252 Z" fill="${a}"/><path d="M170 176 L196 196 M186 166 L212 186 M202 156 L228 176" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M88 178 Q128 190 160 168 L150 252 H68 Z" ${shade}/>`,
  headphones: (c, a) =>
    `<path d="M112 236 Q112 108 200 108 Q288 108 288 236" stroke="${c}" stroke-width="22" fill="none" stroke-linecap="round"/><rect x="80" y="208" width="64" height="108" rx="28" fill="${c}"/><rect x="256" y="208" width="64" height="108" rx="28" fill="${c}"/><rect x="92" y="222" width="20" height="80" rx="10" fill="${a}"/><rect x="288" y="222" width="20" height="80" rx="10" fill="${a}"/>`,
  speaker: (c, a) =>
    `<rect x="118" y="84" width="164" height="244" rx="30" fill="${c}"/><circle cx="200" cy="238" r="58" fill="${a}"/><circle cx="200" cy="238" r="24" ${shade}/><circle cx="200" cy="142" r="22" fill="${a}"/><rect x="118" y="300" width="164" height="28" rx="14" ${shade}/>`,
  mug: (c, a) =>
    `<path d="M270 168 Q330 168 330 224 Q330 280 268 280" stroke="${c}" stroke-width="24" fill="none"/><path d="M112 130 H280 V300 Q280 330 250 330 H142 Q112 330 112 300 Z" fill="${c}"/><rect x="112" y="130" width="168" height="20" ${shade}/><circle cx="196" cy="236" r="38" fill="${a}"/><path d="M170 96 Q160 80 172 66 M200 96 Q190 80 202 66 M230 96 Q220 80 232 66" stroke="#fff" stroke-opacity=".7" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  poster: (c, a) =>
    `<rect x="112" y="62" width="176" height="276" rx="8" fill="#fff"/><rect x="126" y="76" width="148" height="248" fill="${c}"/><circle cx="238" cy="130" r="24" fill="${a}"/><path d="M126 324 L182 210 L222 270 L248 236 L274 280 V324 Z" ${shade}/><path d="M126 324 L172 240 L210 300 L230 276 L274 324 Z" fill="${a}" fill-opacity=".7"/>`,
  car: (c, a) =>
    `<path d="M60 262 L72 220 Q90 200 130 196 L170 160 Q190 148 230 148 L272 150 Q300 156 318 196 L344 206 Q358 214 356 262 Z" fill="${c}"/><path d="M180 168 Q194 160 228 160 L264 162 Q282 168 292 194 L172 196 Z" fill="${a}" fill-opacity=".8"/><circle cx="124" cy="266" r="32" fill="#1f2937"/><circle cx="124" cy="266" r="13" fill="#e5e7eb"/><circle cx="296" cy="266" r="32" fill="#1f2937"/><circle cx="296" cy="266" r="13" fill="#e5e7eb"/>`,
  helmet: (c, a) =>
    `<path d="M96 256 Q96 118 210 118 Q312 118 312 232 L312 276 L124 276 Q96 276 96 256 Z" fill="${c}"/><path d="M206 170 H306 Q318 170 318 186 V226 Q318 238 304 238 H200 Q186 238 186 222 V190 Q186 170 206 170 Z" fill="${a}" fill-opacity=".85"/><path d="M96 250 H312 V276 H124 Q96 276 96 250 Z" ${shade}/>`,
  apron: (c, a) =>
    `<path d="M160 70 Q200 40 240 70" stroke="${a}" stroke-width="8" fill="none"/><path d="M150 76 H250 V138 L300 150 L290 334 H110 L100 150 L150 138 Z" fill="${c}"/><rect x="160" y="210" width="80" height="56" rx="8" ${shade}/><path d="M100 150 L50 170 M300 150 L350 170" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,
  clapper: (c, a) =>
    `<rect x="84" y="168" width="232" height="160" rx="10" fill="${c}"/><g transform="rotate(-14 84 160)"><rect x="84" y="120" width="232" height="42" rx="6" fill="${c}"/><path d="M110 120 L134 162 M160 120 L184 162 M210 120 L234 162 M260 120 L284 162" stroke="${a}" stroke-width="18"/></g><path d="M84 204 H316" stroke="${a}" stroke-width="6"/><path d="M110 244 H220 M110 278 H190" stroke="#fff" stroke-opacity=".6" stroke-width="10" stroke-linecap="round"/>`,
  palette: (c, a) =>
    `<path d="M200 90 Q320 90 330 190 Q336 250 280 250 Q250 250 252 280 Q256 320 206 320 Q80 320 76 206 Q72 90 200 90 Z" fill="${c}"/><circle cx="150" cy="160" r="20" fill="#ef4444"/><circle cx="206" cy="138" r="20" fill="#f59e0b"/><circle cx="262" cy="162" r="20" fill="#22c55e"/><circle cx="134" cy="226" r="20" fill="${a}"/><path d="M340 70 L250 220" stroke="#78350f" stroke-width="12" stroke-linecap="round"/>`,
  flask: (c, a) =>
    `<path d="M170 76 H230 V166 L304 306 Q312 332 284 332 H116 Q88 332 96 306 L170 166 Z" fill="#fff" fill-opacity=".9"/><path d="M140 236 H260 L304 306 Q312 332 284 332 H116 Q88 332 96 306 Z" fill="${c}"/><circle cx="180" cy="286" r="12" fill="${a}"/><circle cx="222" cy="262" r="8" fill="${a}"/><rect x="160" y="64" width="80" height="18" rx="6" fill="${a}"/>`,
  mouse: (c, a) =>
    `<path d="M200 78 Q292 78 292 198 Q292 334 200 334 Q108 334 108 198 Q108 78 200 78 Z" fill="${c}"/><path d="M200 78 V176 M108 176 H292" stroke="#000" stroke-opacity=".2" stroke-width="5"/><rect x="190" y="112" width="20" height="40" rx="10" fill="${a}"/>`,
  giftcard: (c, a) =>
    `<rect x="70" y="120" width="260" height="168" rx="20" fill="${c}"/><rect x="178" y="120" width="30" height="168" fill="${a}"/><rect x="70" y="188" width="260" height="30" fill="${a}"/><path d="M193 188 Q150 130 172 122 Q200 118 193 188 Q236 130 214 122 Q186 118 193 188 Z" fill="${a}"/>`,
};

export const PRODUCT_ART_SIZE = 640;

/** A square product picture as WebP: the drawing, a soft floor shadow, on the brand's gradient. */
export async function productWebp(
  seed: string,
  shape: ProductShape,
  colors: [string, string],
  product: string,
  accent: string,
  size = PRODUCT_ART_SIZE,
): Promise<Buffer> {
  const background = abstractSvg(seed, colors, 400, 400).replace(/<\/svg>$/, '');
  const svg = `${background.replace(/width="400" height="400"/, `width="${size}" height="${size}"`)}<ellipse cx="200" cy="350" rx="130" ry="16" fill="#000" fill-opacity=".18"/><g>${shapes[shape](product, accent)}</g></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
