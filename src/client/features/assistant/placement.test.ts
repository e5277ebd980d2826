import { describe, expect, it } from 'vitest';
import { chatBoxAbove, intersects } from './placement';

const launcher = { left: 322, right: 378, top: 768, bottom: 824 };

describe('chatBoxAbove', () => {
  it('opens the chat above the launcher, right edges aligned, within a phone screen', () => {
    const box = chatBoxAbove(launcher, { width: 390, height: 844 });
    expect(box).toEqual({ left: 378 - 352, right: 378, top: 756 - 512, bottom: 756 });
  });

  it('is shorter on a short screen', () => {
    const box = chatBoxAbove(launcher, { width: 1280, height: 600 });
    expect(box.bottom - box.top).toBe(600 - 144);
    expect(box.right - box.left).toBe(352);
  });
});

describe('intersects', () => {
  it('is true for overlapping boxes and false for boxes that only touch', () => {
    const card = { left: 16, right: 374, top: 200, bottom: 670 };
    expect(intersects(chatBoxAbove(launcher, { width: 390, height: 844 }), card)).toBe(true);
    expect(intersects({ left: 0, right: 10, top: 0, bottom: 10 }, { left: 10, right: 20, top: 0, bottom: 10 })).toBe(
      false,
    );
  });
});
