import { describe, expect, it } from 'vitest';
import { extractTags, isTagBody, richTextSegments, TAG_MAX, tagKey, tagParamsSchema, TAGS_PER_TEXT_MAX } from './tags';

describe('extractTags', () => {
  it('finds tags made of letters (accents too), digits and underscore, folded to one key', () => {
    expect(extractTags('Noite de #Moda e #café_da_manhã com #Verão2026!')).toEqual([
      'moda',
      'cafe_da_manha',
      'verao2026',
    ]);
  });

  it('counts each tag once, whatever its case or accents', () => {
    expect(extractTags('#Música #musica #MÚSICA')).toEqual(['musica']);
  });

  it('stops a tag at punctuation and spaces', () => {
    expect(extractTags('(#moda), #estilo. #look-do-dia')).toEqual(['moda', 'estilo', 'look']);
  });

  it('ignores a # inside a word, a URL fragment, an HTML entity and numbers alone', () => {
    expect(extractTags('C#sharp site.com/#topo &#39; fomos #1 e ##duplo')).toEqual([]);
  });

  it('refuses a body longer than the limit, and keeps one at the limit', () => {
    expect(extractTags(`#${'a'.repeat(TAG_MAX + 1)}`)).toEqual([]);
    expect(extractTags(`#${'a'.repeat(TAG_MAX)}`)).toEqual(['a'.repeat(TAG_MAX)]);
  });

  it('keeps at most the per-text limit', () => {
    const text = Array.from({ length: TAGS_PER_TEXT_MAX + 5 }, (_, i) => `#t${i}`).join(' ');
    expect(extractTags(text)).toHaveLength(TAGS_PER_TEXT_MAX);
  });
});

describe('richTextSegments', () => {
  it('cuts text into plain parts, tags and mentions, and joins back to the same text', () => {
    const text = 'Oi @Ana Demo, veja #Moda hoje.';
    const parts = richTextSegments(text);
    expect(parts).toEqual([
      { kind: 'text', text: 'Oi ' },
      { kind: 'mention', text: '@Ana Demo', name: 'Ana Demo' },
      { kind: 'text', text: ', veja ' },
      { kind: 'tag', text: '#Moda', tag: 'moda' },
      { kind: 'text', text: ' hoje.' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('leaves trailing punctuation of a mention outside it', () => {
    expect(richTextSegments('valeu @Bia.')).toEqual([
      { kind: 'text', text: 'valeu ' },
      { kind: 'mention', text: '@Bia', name: 'Bia' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(richTextSegments('<b>#x</b>')).toEqual([
      { kind: 'text', text: '<b>' },
      { kind: 'tag', text: '#x', tag: 'x' },
      { kind: 'text', text: '</b>' },
    ]);
  });

  it('returns nothing for an empty text', () => {
    expect(richTextSegments('')).toEqual([]);
  });
});

describe('tag keys and the tag route parameter', () => {
  it('folds case and accents', () => {
    expect(tagKey('CaféÇ')).toBe('cafec');
    expect(isTagBody('123')).toBe(false);
    expect(isTagBody('moda!')).toBe(false);
  });

  it('accepts a tag with or without its #, refuses anything else with a message', () => {
    expect(tagParamsSchema.parse({ tag: '#Moda' })).toEqual({ tag: 'Moda' });
    const bad = tagParamsSchema.safeParse({ tag: 'mo da' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^Hashtag inválida/);
  });
});
