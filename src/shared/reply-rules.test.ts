import { describe, expect, it } from 'vitest';
import { effectiveReplyControl, isReplyControl, replyControlAllows, replyControlsFor } from './reply-rules';

describe('reply controls', () => {
  it('offers everyone, people I follow and nobody on a member item, and no follow rule on a brand item', () => {
    expect(replyControlsFor('member')).toEqual(['everyone', 'following', 'nobody']);
    expect(replyControlsFor('brand')).toEqual(['everyone', 'nobody']);
  });

  it('reads an unknown stored value, or a follow rule on a brand item, as closed', () => {
    expect(effectiveReplyControl('following', 'member')).toBe('following');
    expect(effectiveReplyControl('following', 'brand')).toBe('nobody');
    expect(effectiveReplyControl('everyone', 'brand')).toBe('everyone');
    expect(effectiveReplyControl('todos', 'member')).toBe('nobody');
    expect(isReplyControl('nobody')).toBe(true);
    expect(isReplyControl(3)).toBe(false);
  });

  it('lets who manages the item always comment', () => {
    for (const control of ['everyone', 'following', 'nobody'] as const)
      expect(replyControlAllows(control, { manages: true, followedByAuthor: false })).toBe(true);
  });

  it('lets others comment by the control: everyone, the people the author follows, or nobody', () => {
    const stranger = { manages: false, followedByAuthor: false };
    const followed = { manages: false, followedByAuthor: true };
    expect(replyControlAllows('everyone', stranger)).toBe(true);
    expect(replyControlAllows('following', stranger)).toBe(false);
    expect(replyControlAllows('following', followed)).toBe(true);
    expect(replyControlAllows('nobody', followed)).toBe(false);
  });
});
