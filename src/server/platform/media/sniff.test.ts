import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** An ISO base media file header: box size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]) {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), Buffer.alloc(32).toString('latin1'));
}

describe('sniffMediaType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0x10], 'Exif'), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF sequence', ftyp('avis', 'msf1'), 'image/avif'],
    ['AVIF under a generic HEIF brand', ftyp('mif1', 'avif', 'miaf'), 'image/avif'],
    ['HEIC', ftyp('heic', 'mif1', 'heic'), 'image/heic'],
    ['MP4', ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'), 'video/mp4'],
    ['MP4 (mp42)', ftyp('mp42', 'isom'), 'video/mp4'],
    ['iPhone MOV', ftyp('qt  ', 'qt  '), 'video/quicktime'],
    ['old MOV without ftyp', bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0], 'mdat'), 'video/quicktime'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
    [
      'Matroska',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88], 'matroska'),
      'video/x-matroska',
    ],
  ])('recognises %s', (_name, input, mime) => {
    expect(sniffMediaType(input)?.mime).toBe(mime);
    expect(sniffMediaType(input)?.kind).toBe(mime.split('/')[0]);
  });

  it.each([
    ['plain text', bytes('Olá, isto não é uma imagem de verdade.')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ')],
    ['a ZIP', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])],
    ['SVG (scriptable, never accepted)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['M4A audio', ftyp('M4A ', 'M4A ', 'mp42', 'isom')],
    ['an unknown ISO brand', ftyp('crx ', 'crx ')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['HTML pretending to be a picture', bytes('<!doctype html><script>alert(1)</script>')],
  ])('refuses %s', (_name, input) => {
    expect(sniffMediaType(input)).toBeNull();
  });
});
