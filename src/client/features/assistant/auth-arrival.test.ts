import { describe, expect, it } from 'vitest';
import { noteAuthArrival, sinceAuthArrival } from './auth-arrival';

describe("the visitor's arrival on /auth", () => {
  it('counts from the first moment of an unbroken stay, and starts again after leaving', () => {
    noteAuthArrival('/auth', 1000);
    noteAuthArrival('/auth', 1800);
    expect(sinceAuthArrival(3000)).toBe(2000);
    noteAuthArrival('/', 3500);
    expect(sinceAuthArrival(4000)).toBe(0);
    noteAuthArrival('/auth', 5000);
    expect(sinceAuthArrival(5500)).toBe(500);
  });
});
