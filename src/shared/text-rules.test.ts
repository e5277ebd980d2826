import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayText, isDisplayText, isMultilineText, multilineText, TEXT_CHARACTERS_MESSAGE } from './text-rules';

const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));
const bidiControls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const loneSurrogates = ['\ud800', '\udbff', '\udc00', '\udfff', '🎉'.charAt(0), '🎉'.charAt(1)];
const forbiddenEverywhere = [...controls, ...bidiControls, ...loneSurrogates];
const lineOnly = ['\n', '\r', '\t', '\u2028', '\u2029', '\u200e', '\u200f', '\u061c'];

const fine = [
  'José Ñandú São João 🎉',
  'Ação, coração & maçã — 100% (ok)?',
  'محمد علي',
  'שלום עולם',
  'Zoë 👩‍👩‍👧 família',
  '東京 café',
];

describe('isDisplayText', () => {
  it('accepts letters of every script, accents and emojis', () => {
    for (const text of fine) expect(isDisplayText(text), text).toBe(true);
  });

  it('refuses every control, bidi override or isolate, lone surrogate, line break and direction mark', () => {
    for (const ch of [...forbiddenEverywhere, ...lineOnly]) {
      const code = ch.charCodeAt(0).toString(16);
      expect(isDisplayText(`Ana${ch}Maria`), `U+${code}`).toBe(false);
      expect(isDisplayText(ch), `U+${code} alone`).toBe(false);
    }
  });
});

describe('isMultilineText', () => {
  it('keeps line breaks, tabs and direction marks in bios and posts', () => {
    for (const text of [...fine, 'linha 1\nlinha 2', 'a\r\nb', 'col\tcol', 'abc \u200f عربى']) {
      expect(isMultilineText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL, the other controls, bidi overrides and isolates, and lone surrogates', () => {
    for (const ch of forbiddenEverywhere) {
      expect(isMultilineText(`texto${ch}texto`), `U+${ch.charCodeAt(0).toString(16)}`).toBe(false);
    }
  });
});

describe('the zod helpers', () => {
  const name = displayText(z.string().trim()).min(1).max(5);
  const bio = multilineText(z.string().trim()).max(50);

  it('store NFC and count its length', () => {
    const nfd = 'Jose\u0301'.normalize('NFD');
    expect(nfd).toHaveLength(5);
    const parsed = name.parse(`  ${nfd}  `);
    expect(parsed).toBe('José');
    expect(parsed).toBe('José'.normalize('NFC'));
    expect(name.safeParse('Joseee').success).toBe(false);
    expect(bio.parse('Cafe\u0301\nbom')).toBe('Café\nbom');
  });

  it('refuse a forbidden character with the pt-BR message', () => {
    for (const [schema, text] of [
      [name, 'A\u0000b'],
      [name, 'A\u202eb'],
      [name, 'A\ud800'],
      [name, 'A\nb'],
      [bio, 'Oi\u0000'],
      [bio, 'Oi\u2066x\u2069'],
    ] as const) {
      const res = schema.safeParse(text);
      expect(res.success, JSON.stringify(text)).toBe(false);
      expect(res.error?.issues[0]?.message).toBe(TEXT_CHARACTERS_MESSAGE);
    }
  });

  it('keep an emoji and accented names whole', () => {
    expect(displayText(z.string()).parse('José Ñandú São João 🎉')).toBe('José Ñandú São João 🎉');
  });
});
