import { describe, expect, it } from 'vitest';
import {
  ageOn,
  bornOnOrBefore,
  isAdult,
  isMinor,
  mayBeAdTarget,
  mayComment,
  mayReach,
  maySuggest,
  mentionNotifies,
  parseDay,
  privateByDefault,
  signupAge,
  todayInSaoPaulo,
} from './minors';

const TODAY = '2026-11-26';
const adult = { id: 'usr_adult', birthDate: '1990-05-10' };
const legacy = { id: 'usr_legacy', birthDate: null };
const teen = { id: 'usr_teen', birthDate: '2011-03-15' };
const otherTeen = { id: 'usr_teen2', birthDate: '2010-01-01' };

describe('parseDay', () => {
  it('reads real calendar days only', () => {
    expect(parseDay('2012-02-29')).toEqual({ y: 2012, m: 2, d: 29 });
    expect(parseDay('2025-02-29')).toBeNull();
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('2025-04-31')).toBeNull();
    expect(parseDay('2025-13-01')).toBeNull();
    expect(parseDay('2025-00-10')).toBeNull();
    expect(parseDay('15/03/2010')).toBeNull();
    expect(parseDay('2010-3-5')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});

describe('todayInSaoPaulo', () => {
  it('counts the day in Brasília time, not UTC', () => {
    // 02:30 UTC on the 27th is still 23:30 on the 26th in São Paulo.
    expect(todayInSaoPaulo(Date.UTC(2026, 10, 27, 2, 30))).toBe('2026-11-26');
    expect(todayInSaoPaulo(Date.UTC(2026, 10, 27, 3, 0))).toBe('2026-11-27');
  });

  it('answers each instant its own day, whatever was asked before', () => {
    const midnight = Date.UTC(2026, 10, 27, 3, 0);
    expect(todayInSaoPaulo(midnight - 1)).toBe('2026-11-26');
    expect(todayInSaoPaulo(midnight - 60_000)).toBe('2026-11-26');
    expect(todayInSaoPaulo(midnight)).toBe('2026-11-27');
    expect(todayInSaoPaulo(midnight + 59_999)).toBe('2026-11-27');
    expect(todayInSaoPaulo(midnight - 1)).toBe('2026-11-26');
    expect(todayInSaoPaulo(Date.UTC(2027, 0, 1, 2, 59, 59, 999))).toBe('2026-12-31');
    expect(todayInSaoPaulo(Date.UTC(2027, 0, 1, 3))).toBe('2027-01-01');
  });
});

describe('ageOn', () => {
  it('completes a year on the birthday itself, not the day before', () => {
    expect(ageOn('2008-11-26', '2026-11-25')).toBe(17);
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18);
    expect(ageOn('2013-06-01', '2026-05-31')).toBe(12);
    expect(ageOn('2013-06-01', '2026-06-01')).toBe(13);
  });

  it('reaches a 29 February birthday on 1 March in a common year, and on the 29th in a leap year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2012-02-29', '2028-02-28')).toBe(15);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
  });

  it('refuses what is not a day rather than guessing', () => {
    expect(() => ageOn('2025-02-30', TODAY)).toThrow(RangeError);
  });
});

describe('bornOnOrBefore', () => {
  it('is the SQL boundary of an age: the same answer as ageOn, text against text', () => {
    const days = ['2008-02-28', '2008-02-29', '2008-03-01', '2008-11-25', '2008-11-26', '2008-11-27'];
    for (const today of ['2026-02-28', '2026-03-01', '2026-11-26', '2028-02-29']) {
      for (const born of days) {
        expect(born <= bornOnOrBefore(today, 18), `${born} on ${today}`).toBe(ageOn(born, today) >= 18);
      }
    }
  });
});

describe('signupAge', () => {
  it('accepts 13 on the birthday and refuses the day before, with the pt-BR message', () => {
    expect(signupAge('2013-11-26', TODAY)).toEqual({ ok: true, age: 13 });
    expect(signupAge('2013-11-27', TODAY)).toEqual({
      ok: false,
      problem: 'too_young',
      message: 'Você precisa ter pelo menos 13 anos para criar uma conta na BrandSocial.',
    });
  });

  it('refuses a missing, impossible, future or over-120-years birth date', () => {
    expect(signupAge(undefined, TODAY)).toMatchObject({ ok: false, problem: 'required' });
    expect(signupAge('  ', TODAY)).toMatchObject({ ok: false, problem: 'required' });
    expect(signupAge('2025-02-30', TODAY)).toMatchObject({
      ok: false,
      problem: 'invalid',
      message: 'Informe uma data de nascimento válida.',
    });
    expect(signupAge('2026-11-27', TODAY)).toMatchObject({
      ok: false,
      problem: 'future',
      message: 'A data de nascimento não pode estar no futuro.',
    });
    expect(signupAge('1906-11-25', TODAY)).toMatchObject({ ok: false, problem: 'too_old' });
    expect(signupAge('1906-11-26', TODAY)).toEqual({ ok: true, age: 120 });
  });

  it('takes a 29 February birth date as a real day', () => {
    expect(signupAge('2012-02-29', TODAY)).toEqual({ ok: true, age: 14 });
  });
});

describe('isMinor and isAdult', () => {
  it('is a minor from 13 to 17, up to the day before the 18th birthday', () => {
    expect(isMinor('2013-11-26', TODAY)).toBe(true);
    expect(isMinor('2008-11-27', TODAY)).toBe(true);
    expect(isMinor('2008-11-26', TODAY)).toBe(false);
    expect(isAdult('2008-11-26', TODAY)).toBe(true);
  });

  it('takes an account without a birth date for an adult', () => {
    expect(isMinor(null, TODAY)).toBe(false);
    expect(isAdult(null, TODAY)).toBe(true);
  });

  it('starts a minor private and an adult public', () => {
    expect(privateByDefault(teen.birthDate, TODAY)).toBe(true);
    expect(privateByDefault(adult.birthDate, TODAY)).toBe(false);
  });
});

describe('mayComment', () => {
  const on = (
    author: typeof teen | typeof adult,
    commenter: typeof teen | typeof adult | typeof legacy,
    follows = false,
  ) => mayComment({ author, commenter, authorFollowsCommenter: follows, today: TODAY });

  it("keeps adults the minor does not follow out of the minor's content", () => {
    expect(on(teen, adult)).toBe(false);
    expect(on(teen, legacy)).toBe(false);
  });

  it('lets in the adults the minor follows, other minors and the minor themselves', () => {
    expect(on(teen, adult, true)).toBe(true);
    expect(on(teen, otherTeen)).toBe(true);
    expect(on(teen, teen)).toBe(true);
  });

  it("leaves an adult's content to the adult's own choices", () => {
    expect(on(adult, teen)).toBe(true);
    expect(on(adult, legacy)).toBe(true);
  });

  it('stops on the 18th birthday', () => {
    const turning = { id: 'usr_turning', birthDate: '2008-11-26' };
    expect(mayComment({ author: turning, commenter: adult, authorFollowsCommenter: false, today: '2026-11-25' })).toBe(
      false,
    );
    expect(mayComment({ author: turning, commenter: adult, authorFollowsCommenter: false, today: TODAY })).toBe(true);
  });
});

describe('mentionNotifies', () => {
  it("silences an unfollowed adult's mention of a minor, not a followed one's", () => {
    expect(mentionNotifies({ mentioned: teen, author: adult, mentionedFollowsAuthor: false, today: TODAY })).toBe(
      false,
    );
    expect(mentionNotifies({ mentioned: teen, author: adult, mentionedFollowsAuthor: true, today: TODAY })).toBe(true);
    expect(mentionNotifies({ mentioned: teen, author: otherTeen, mentionedFollowsAuthor: false, today: TODAY })).toBe(
      true,
    );
    expect(mentionNotifies({ mentioned: adult, author: teen, mentionedFollowsAuthor: false, today: TODAY })).toBe(true);
  });

  it('is the same rule as a comment', () => {
    expect(mayReach({ target: teen, actor: adult, targetFollowsActor: false, today: TODAY })).toBe(false);
  });
});

describe('maySuggest', () => {
  it('never suggests a minor to an adult, an account without a birth date included', () => {
    expect(maySuggest(teen, adult, TODAY)).toBe(false);
    expect(maySuggest(teen, legacy, TODAY)).toBe(false);
  });

  it('suggests a minor to another minor, and anyone to themselves', () => {
    expect(maySuggest(teen, otherTeen, TODAY)).toBe(true);
    expect(maySuggest(teen, teen, TODAY)).toBe(true);
  });

  it('suggests adults to everyone', () => {
    expect(maySuggest(adult, teen, TODAY)).toBe(true);
    expect(maySuggest(legacy, adult, TODAY)).toBe(true);
  });
});

describe('mayBeAdTarget', () => {
  it('never targets a minor; adults and accounts without a birth date may be', () => {
    expect(mayBeAdTarget(teen, TODAY)).toBe(false);
    expect(mayBeAdTarget(adult, TODAY)).toBe(true);
    expect(mayBeAdTarget(legacy, TODAY)).toBe(true);
    expect(mayBeAdTarget({ id: 'x', birthDate: '2008-11-26' }, TODAY)).toBe(true);
    expect(mayBeAdTarget({ id: 'x', birthDate: '2008-11-27' }, TODAY)).toBe(false);
  });
});
