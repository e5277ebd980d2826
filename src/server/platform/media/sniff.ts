export type MediaKind = 'image' | 'video';

export interface SniffedType {
  mime: string;
  kind: MediaKind;
}

/** Bytes the sniffer wants to see; fewer is fine for short files. */
export const SNIFF_BYTES = 64;

const ascii = (buf: Buffer, start: number, end: number) => buf.toString('latin1', start, end);
const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'f4v ',
  'MSNV',
  'NDAS',
  'NDSC',
  'NDSH',
  'NDSM',
  'NDSP',
  'NDSS',
  'NDXC',
  'NDXH',
  'NDXM',
  'NDXP',
  'NDXS',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'XAVC',
]);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** QuickTime files written without an `ftyp` box start directly with one of these atoms. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The brands of an ISO base media file: the major brand, then the compatible ones. */
function isoBrands(buf: Buffer): string[] {
  const size = Math.min(buf.readUInt32BE(0), buf.length);
  const brands = [ascii(buf, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(buf, at, at + 4));
  return brands;
}

function sniffIso(buf: Buffer): SniffedType | null {
  const brands = isoBrands(buf);
  const major = brands[0]!;
  if (AUDIO_BRANDS.has(major)) return null;
  if (major === 'avif' || major === 'avis') return { mime: 'image/avif', kind: 'image' };
  if (major === 'qt  ') return { mime: 'video/quicktime', kind: 'video' };
  if (VIDEO_BRANDS.has(major)) return { mime: 'video/mp4', kind: 'video' };
  // mif1/msf1 are generic HEIF: an AVIF says so among its compatible brands.
  if (HEIC_BRANDS.has(major))
    return brands.includes('avif') ? { mime: 'image/avif', kind: 'image' } : { mime: 'image/heic', kind: 'image' };
  if (brands.some((b) => VIDEO_BRANDS.has(b))) return { mime: 'video/mp4', kind: 'video' };
  return null;
}

/**
 * The real type of a file from its first bytes, whatever its name or declared type says.
 * Only images and videos are recognised; anything else (text, audio, archives…) is null.
 */
export function sniffMediaType(buf: Buffer): SniffedType | null {
  if (buf.length >= 3 && startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', kind: 'image' };
  if (buf.length >= 8 && startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', kind: 'image' };
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a'))
    return { mime: 'image/gif', kind: 'image' };
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP')
    return { mime: 'image/webp', kind: 'image' };
  if (buf.length >= 4 && startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: the DocType element near the start tells WebM from other Matroska files.
    return ascii(buf, 4, Math.min(buf.length, SNIFF_BYTES)).includes('webm')
      ? { mime: 'video/webm', kind: 'video' }
      : { mime: 'video/x-matroska', kind: 'video' };
  }
  if (buf.length >= 12) {
    const box = ascii(buf, 4, 8);
    if (box === 'ftyp') return sniffIso(buf);
    if (QUICKTIME_ATOMS.has(box)) return { mime: 'video/quicktime', kind: 'video' };
  }
  return null;
}
