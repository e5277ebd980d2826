import { describe, expect, it } from 'vitest';
import { likePattern } from './dialect';

describe('likePattern', () => {
  it('matches the text anywhere by default, or only at the end, in lower case', () => {
    expect(likePattern('Ana')).toBe('%ana%');
    expect(likePattern('ABCD1234', 'end')).toBe('%abcd1234');
  });

  it("takes the text's own wildcards and escape character literally", () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
