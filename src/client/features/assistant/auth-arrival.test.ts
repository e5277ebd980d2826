import { describe, expect, it } from 'vitest';
import { welcomeDelay } from './auth-arrival';

describe("the welcome's delay on /auth", () => {
  it('counts from the start of the page the assistant first meets, and from the arrival on any later one', () => {
    expect(welcomeDelay(true, 500)).toBe(1500);
    expect(welcomeDelay(true, 3500)).toBe(0);
    expect(welcomeDelay(false, 3500)).toBe(2000);
  });
});
