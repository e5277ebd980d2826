import { describe, expect, it } from 'vitest';
import { hiddenWordIn, normaliseWord } from './safety-rules';
import { hiddenWordBodySchema } from './safety';

describe('hidden words', () => {
  it('compare without case, accents or punctuation', () => {
    expect(normaliseWord('  Promoção!! ')).toBe('promocao');
    expect(normaliseWord('ÁGUA-de-Coco')).toBe('agua de coco');
    expect(hiddenWordIn('Olha essa PROMOÇÃO imperdível', ['promocao'])).toBe('promocao');
    expect(hiddenWordIn('olha essa promocao', ['Promoção'])).toBe('Promoção');
  });

  it('match whole words and phrases only', () => {
    expect(hiddenWordIn('Golpe do PIX!', ['pix'])).toBe('pix');
    expect(hiddenWordIn('um pixel a mais', ['pix'])).toBeNull();
    expect(hiddenWordIn('golpe... do pix', ['golpe do pix'])).toBe('golpe do pix');
    expect(hiddenWordIn('golpe e pix', ['golpe do pix'])).toBeNull();
  });

  it('hide nothing without words or text', () => {
    expect(hiddenWordIn('qualquer coisa', [])).toBeNull();
    expect(hiddenWordIn('', ['pix'])).toBeNull();
    expect(hiddenWordIn('texto', ['!!!'])).toBeNull();
  });

  it('are refused empty, made of punctuation or too long, in pt-BR', () => {
    expect(hiddenWordBodySchema.safeParse({ word: '  spoiler  ' }).data).toEqual({ word: 'spoiler' });
    for (const word of ['', '   ', '!!!', 'a'.repeat(41)]) {
      const r = hiddenWordBodySchema.safeParse({ word });
      expect(r.success, word).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/palavra|Digite/);
    }
  });
});
