// Protection of minors (ECA Digital, Lei 15.211/2025; decision 028): every rule about a member's age, pure,
// so the server and the sign-up form decide alike. Zod-free: the sign-up form and the tests load it alone.
import { ptBR } from './i18n/pt-BR';

const t = ptBR.minors;

/** Below this age no account is made. */
export const MIN_SIGNUP_AGE = 13;
/** From this age a member is an adult; between MIN_SIGNUP_AGE and it, a minor. */
export const ADULT_AGE = 18;
/** A birth date further back than this is taken for a typing mistake. */
export const MAX_AGE = 120;

/** The calendar the ages are counted in: a birthday starts at midnight in Brasília time. */
export const AGE_TIME_ZONE = 'America/Sao_Paulo';

/** A birth date as the API and the `users.birth_date` column keep it. */
export const BIRTH_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Day {
  y: number;
  m: number;
  d: number;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The day of a `YYYY-MM-DD` text, or null when it is not one (2025-02-30, 2025-13-01, '15/03/2010'). */
export function parseDay(text: string): Day | null {
  const match = BIRTH_DATE_PATTERN.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (day: Day) => `${pad(day.y, 4)}-${pad(day.m)}-${pad(day.d)}`;

let dayFormat: Intl.DateTimeFormat | undefined;
// Every comment and most reads ask, and formatting costs microseconds: the answer is kept for the
// minute it was asked in. Time zones change the day on a whole minute, so a minute has one day.
let lastMinute = NaN;
let lastDay = '';

/** The day it is in São Paulo at this instant, as `YYYY-MM-DD`. */
export function todayInSaoPaulo(nowMs: number): string {
  const minute = Math.floor(nowMs / 60_000);
  if (minute !== lastMinute) {
    lastDay = formatDayInSaoPaulo(nowMs);
    lastMinute = minute;
  }
  return lastDay;
}

function formatDayInSaoPaulo(nowMs: number): string {
  // Made once: building a formatter costs far more than using it, and the server asks on most reads.
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: AGE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = dayFormat.formatToParts(new Date(nowMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return dayText({ y: part('year'), m: part('month'), d: part('day') });
}

function mustParse(text: string): Day {
  const day = parseDay(text);
  if (!day) throw new RangeError(`not a calendar day: ${text}`);
  return day;
}

/**
 * Whole years completed on `today`. A birthday is reached when the month and day come round, so one
 * born on 29 February reaches it on 1 March in a common year: the law protects until the age is
 * complete, and that day is the first on which it is.
 */
export function ageOn(birthDate: string, today: string): number {
  const born = mustParse(birthDate);
  const now = mustParse(today);
  const reached = now.m > born.m || (now.m === born.m && now.d >= born.d);
  return now.y - born.y - (reached ? 0 : 1);
}

/**
 * The latest birth date of someone who is `years` old or more on `today`. Dates compare as text, so
 * `birth_date <= bornOnOrBefore(today, 18)` is the SQL of 'an adult' (29 February of a common year is
 * not a day, but it sorts exactly where the rule needs it).
 */
export function bornOnOrBefore(today: string, years: number): string {
  const now = mustParse(today);
  return `${pad(now.y - years, 4)}-${pad(now.m)}-${pad(now.d)}`;
}

export type BirthDateProblem = 'required' | 'invalid' | 'future' | 'too_old' | 'too_young';

export type SignupAge = { ok: true; age: number } | { ok: false; problem: BirthDateProblem; message: string };

const problemMessages: Record<BirthDateProblem, string> = {
  required: t.birthDateRequired,
  invalid: t.birthDateInvalid,
  future: t.birthDateFuture,
  too_old: t.birthDateTooOld,
  too_young: t.tooYoung,
};

/** Whether someone born on `birthDate` may open an account on `today`, with the pt-BR reason when not. */
export function signupAge(birthDate: string | undefined, today: string): SignupAge {
  const refuse = (problem: BirthDateProblem): SignupAge => ({ ok: false, problem, message: problemMessages[problem] });
  if (!birthDate?.trim()) return refuse('required');
  if (!parseDay(birthDate)) return refuse('invalid');
  if (birthDate > today) return refuse('future');
  if (birthDate < bornOnOrBefore(today, MAX_AGE)) return refuse('too_old');
  const age = ageOn(birthDate, today);
  if (age < MIN_SIGNUP_AGE) return refuse('too_young');
  return { ok: true, age };
}

/**
 * A minor: 13 to 17 on `today`. An account made before birth dates were asked (null) counts as an
 * adult's: nothing says otherwise, and it was accepted under the adult terms.
 */
export function isMinor(birthDate: string | null, today: string): boolean {
  if (birthDate === null || !parseDay(birthDate)) return false;
  return ageOn(birthDate, today) < ADULT_AGE;
}

export function isAdult(birthDate: string | null, today: string): boolean {
  return !isMinor(birthDate, today);
}

/** A member as the rules need them: their birth date (null for accounts made before it was asked). */
export interface AgedMember {
  id: string;
  birthDate: string | null;
}

/** A minor's account starts private; the member may open it later. */
export function privateByDefault(birthDate: string, today: string): boolean {
  return isMinor(birthDate, today);
}

/**
 * Whether `actor` may reach `minor` with a comment on their content or a mention that notifies them.
 * Only adults the minor does not follow are kept out: the minor's own circle and other teenagers are not.
 * Any other member passes (their own privacy choices are checked elsewhere).
 */
export function mayReach(input: {
  target: AgedMember;
  actor: AgedMember;
  targetFollowsActor: boolean;
  today: string;
}): boolean {
  const { target, actor, targetFollowsActor, today } = input;
  if (target.id === actor.id || !isMinor(target.birthDate, today)) return true;
  return isMinor(actor.birthDate, today) || targetFollowsActor;
}

/** May this commenter comment on the content of this author (a post, reel, long video or story)? */
export function mayComment(input: {
  author: AgedMember;
  commenter: AgedMember;
  authorFollowsCommenter: boolean;
  today: string;
}): boolean {
  return mayReach({
    target: input.author,
    actor: input.commenter,
    targetFollowsActor: input.authorFollowsCommenter,
    today: input.today,
  });
}

/** Does this author's mention of this member notify them? */
export function mentionNotifies(input: {
  mentioned: AgedMember;
  author: AgedMember;
  mentionedFollowsAuthor: boolean;
  today: string;
}): boolean {
  return mayReach({
    target: input.mentioned,
    actor: input.author,
    targetFollowsActor: input.mentionedFollowsAuthor,
    today: input.today,
  });
}

/** May `member` be suggested to `viewer` (search suggestions, explore, segment pages, who to follow)? */
export function maySuggest(member: AgedMember, viewer: AgedMember, today: string): boolean {
  if (member.id === viewer.id) return true;
  return !(isMinor(member.birthDate, today) && isAdult(viewer.birthDate, today));
}

/** May this member be in an ad campaign's audience? Never a minor. */
export function mayBeAdTarget(member: AgedMember, today: string): boolean {
  return isAdult(member.birthDate, today);
}
