import { describe, expect, it } from 'vitest';
import { brandInputSchema, brandSlug, isWebUrl } from './admin-brands';

describe('brandSlug', () => {
  it('lower-cases, drops accents and joins words with single hyphens', () => {
    expect(brandSlug('Café & Cia')).toBe('cafe-cia');
    expect(brandSlug('  Ateliê   Flora!! ')).toBe('atelie-flora');
    expect(brandSlug('São João 2026')).toBe('sao-joao-2026');
  });

  it('is empty for a name without letters or digits, and never ends in a hyphen when cut', () => {
    expect(brandSlug('!!! ***')).toBe('');
    const long = brandSlug(`${'a'.repeat(47)} b`);
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('isWebUrl', () => {
  it('takes http and https addresses with a host name only', () => {
    for (const url of ['https://exemplo.com.br', 'http://exemplo.com.br/loja?x=1']) {
      expect(isWebUrl(url), url).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'ftp://exemplo.com.br', 'https://localhost', 'exemplo.com.br']) {
      expect(isWebUrl(url), url).toBe(false);
    }
  });
});

describe('brandInputSchema', () => {
  it('turns an empty or missing website into none, and trims the text', () => {
    const base = { name: ' Nova ', category: ' Moda ', segmentId: 'moda' };
    expect(brandInputSchema.parse(base)).toEqual({
      name: 'Nova',
      category: 'Moda',
      segmentId: 'moda',
      bio: '',
      website: null,
    });
    expect(brandInputSchema.parse({ ...base, website: '' }).website).toBeNull();
  });
});
