import { describe, expect, it } from 'vitest';
import { mixExplore } from './explore';

describe('mixExplore', () => {
  it('puts a reel or a story after every two posts, alternating, then the rest', () => {
    expect(mixExplore(['p1', 'p2', 'p3', 'p4', 'p5'], ['r1', 'r2'], ['s1'])).toEqual([
      'p1',
      'p2',
      'r1',
      'p3',
      'p4',
      's1',
      'p5',
      'r2',
    ]);
  });
  it('handles empty sources', () => {
    expect(mixExplore([], [], ['s1', 's2'])).toEqual(['s1', 's2']);
    expect(mixExplore(['p1'], [], [])).toEqual(['p1']);
  });
});
