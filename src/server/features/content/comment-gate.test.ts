import { describe, expect, it } from 'vitest';
import { commentRefusal, type CommentGate } from './comment-gate';
import type { CommentableRow } from './reply-controls';

const NOW = Date.parse('2026-06-01T15:00:00Z');
const open: CommentGate = {
  blocked: false,
  authorPrivateAccount: false,
  authorCommentPolicy: 'everyone',
  writerFollowsAuthor: false,
  authorFollowsWriter: false,
  writerBirthDate: '1990-01-01',
  authorBirthDate: '1991-01-01',
};
const memberItem = (reply_control = 'everyone'): CommentableRow => ({
  author_user_id: 'usr_author',
  brand_id: null,
  reply_control,
});
const brandItem = (reply_control = 'everyone'): CommentableRow => ({
  author_user_id: null,
  brand_id: 'brd_1',
  reply_control,
});
const writer = { id: 'usr_writer', manages: false };
const refusal = (gate: Partial<CommentGate>, item = memberItem(), who = writer) =>
  commentRefusal({ ...open, ...gate }, item, who, NOW);

describe('commentRefusal', () => {
  it('lets anyone comment on an open item of an adult with the default settings', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({}, brandItem())).toBeNull();
  });

  it('refuses a block first, whatever else would refuse too', () => {
    expect(refusal({ blocked: true, authorCommentPolicy: 'nobody' }, memberItem('nobody'))).toBe('blocked');
    expect(refusal({ blocked: true }, brandItem(), { id: 'usr_writer', manages: true })).toBe('blocked');
  });

  it("applies the item's control before the author's policy", () => {
    expect(refusal({ authorCommentPolicy: 'nobody' }, memberItem('nobody'))).toBe('reply_limited');
    expect(refusal({}, memberItem('following'))).toBe('reply_limited');
    expect(refusal({ authorFollowsWriter: true }, memberItem('following'))).toBeNull();
    expect(refusal({}, brandItem('nobody'))).toBe('reply_limited');
    // A brand follows no one: 'following' on its item closes it.
    expect(refusal({ authorFollowsWriter: true }, brandItem('following'))).toBe('reply_limited');
  });

  it("closes comments by the author's policy: nobody, followers only, or a private account", () => {
    expect(refusal({ authorCommentPolicy: 'nobody', writerFollowsAuthor: true })).toBe('comments_closed');
    expect(refusal({ authorCommentPolicy: 'followers' })).toBe('comments_closed');
    expect(refusal({ authorCommentPolicy: 'followers', writerFollowsAuthor: true })).toBeNull();
    expect(refusal({ authorPrivateAccount: true })).toBe('comments_closed');
    expect(refusal({ authorPrivateAccount: true, writerFollowsAuthor: true })).toBeNull();
  });

  it('waives the control and the policy for who manages the item, not the protection of minors', () => {
    const manager = { id: 'usr_writer', manages: true };
    expect(refusal({ authorCommentPolicy: 'nobody' }, memberItem('nobody'), manager)).toBeNull();
    expect(refusal({ authorBirthDate: '2011-01-01' }, memberItem(), manager)).toBe('minor_comments_closed');
  });

  it("keeps an adult the minor does not follow off the minor's content, but not a teen or a followed adult", () => {
    const minor = { authorBirthDate: '2011-01-01' };
    expect(refusal(minor)).toBe('minor_comments_closed');
    expect(refusal({ ...minor, authorFollowsWriter: true })).toBeNull();
    expect(refusal({ ...minor, writerBirthDate: '2012-03-03' })).toBeNull();
    // The author commenting on their own item is never refused.
    expect(refusal(minor, memberItem(), { id: 'usr_author', manages: true })).toBeNull();
  });
});
