import { describe, expect, it } from 'vitest';
import {
  engagementOf,
  followerDays,
  followerTotals,
  hoursToDays,
  localDate,
  localDays,
  startOfLocalDate,
} from './insights-rules';

const HOUR = 3_600_000;

describe('São Paulo days', () => {
  it('names the local date of an instant, on either side of midnight', () => {
    expect(localDate(Date.UTC(2026, 10, 25, 2, 59))).toBe('2026-11-24');
    expect(localDate(Date.UTC(2026, 10, 25, 3, 0))).toBe('2026-11-25');
  });

  it('starts a day at local midnight (03:00 UTC)', () => {
    expect(startOfLocalDate('2026-11-25')).toBe(Date.UTC(2026, 10, 25, 3));
  });

  it('lists the last n days, oldest first, today included and each 24 h long', () => {
    const days = localDays(Date.UTC(2026, 0, 2, 1), 3); // 22:00 on 1 January in São Paulo
    expect(days.map((d) => d.date)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
    expect(days[0]!.start).toBe(Date.UTC(2025, 11, 30, 3));
    for (const d of days) expect(d.end - d.start).toBe(24 * HOUR);
    expect(days[2]!.end).toBe(Date.UTC(2026, 0, 2, 3));
  });

  it('follows a zone with daylight saving through its short day', () => {
    // New York moved its clocks forward on 8 March 2026.
    const days = localDays(Date.UTC(2026, 2, 9, 17), 2, 'America/New_York');
    expect(days.map((d) => [d.date, (d.end - d.start) / HOUR])).toEqual([
      ['2026-03-08', 23],
      ['2026-03-09', 24],
    ]);
  });
});

describe('hoursToDays', () => {
  it('adds each hour to the day it falls in and leaves out hours past the last day', () => {
    const days = localDays(Date.UTC(2026, 10, 25, 15), 2);
    const out = hoursToDays(
      days,
      [
        { hour: 0, n: 1 },
        { hour: 23, n: 2 },
        { hour: 24, n: 4 },
        { hour: 48, n: 8 },
      ],
      () => ({ n: 0 }),
    );
    expect(out).toEqual([{ n: 3 }, { n: 4 }]);
  });
});

describe('followerTotals', () => {
  it('counts back from today’s total, never below zero', () => {
    expect(followerTotals(10, [1, 0, 2, 3])).toEqual([5, 5, 7, 10]);
    expect(followerTotals(1, [4, 1])).toEqual([0, 1]);
  });

  it('takes each day’s net change, so an unfollow raises the days before it', () => {
    expect(followerTotals(10, [2, -1, 0, 1])).toEqual([10, 9, 9, 10]);
  });
});

describe('followerDays', () => {
  // Three São Paulo days: 23, 24 and 25 November 2026, the 25th being today.
  const days = localDays(Date.UTC(2026, 10, 25, 15), 3);

  it('groups follows and unfollows into São Paulo days and closes each day with its total', () => {
    const out = followerDays(
      days,
      [
        { hour: 1, gained: 2, lost: 0 }, // 01:00 on the 23rd
        { hour: 23, gained: 0, lost: 1 }, // 23:00 on the 23rd (02:00 UTC on the 24th)
        { hour: 30, gained: 1, lost: 1 }, // 06:00 on the 24th
        { hour: 50, gained: 0, lost: 2 }, // 02:00 on the 25th
      ],
      20,
    );
    expect(out).toEqual([
      { date: '2026-11-23', gained: 2, lost: 1, total: 22 },
      { date: '2026-11-24', gained: 1, lost: 1, total: 22 },
      { date: '2026-11-25', gained: 0, lost: 2, total: 20 },
    ]);
  });

  it('keeps a day where one member followed and left as it was, and a quiet period flat', () => {
    expect(followerDays(days, [{ hour: 40, gained: 1, lost: 1 }], 7).map((d) => [d.lost, d.total])).toEqual([
      [0, 7],
      [1, 7],
      [0, 7],
    ]);
    expect(followerDays(days, [], 3).map((d) => d.total)).toEqual([3, 3, 3]);
  });
});

describe('engagementOf', () => {
  it('adds the counters a kind keeps and skips the ones it does not', () => {
    expect(engagementOf({ likes: 3, comments: 2, shares: 1, saves: 4 })).toBe(10);
    expect(engagementOf({ likes: 3, comments: null, shares: 1, saves: null })).toBe(4);
    expect(engagementOf({ likes: null, comments: null, shares: null, saves: null })).toBe(0);
  });
});
