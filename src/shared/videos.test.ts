import { describe, expect, it } from 'vitest';
import { createVideoFieldsSchema, formatDuration } from './videos';

describe('formatDuration', () => {
  it('reads like a player: m:ss, h:mm:ss, and N/A when unknown', () => {
    expect(formatDuration(2_000)).toBe('0:02');
    expect(formatDuration(187_400)).toBe('3:07');
    expect(formatDuration(3_765_000)).toBe('1:02:45');
    expect(formatDuration(null)).toBe('N/A');
  });
});

describe('createVideoFieldsSchema', () => {
  it('requires a title and keeps the description optional', () => {
    expect(createVideoFieldsSchema.safeParse({ title: '  ' }).success).toBe(false);
    expect(createVideoFieldsSchema.parse({ title: ' Meu vídeo ' })).toEqual({
      title: 'Meu vídeo',
      description: '',
      // Who may comment defaults to everyone (decision 029).
      replyControl: 'everyone',
      // No product tags unless the form sends some (decision 030).
      productTags: [],
    });
  });
});
