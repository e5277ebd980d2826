import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'BS' plus 8 random upper-case characters, as the spec gives it. */
export function newReferralCode(): string {
  let code = 'BS';
  for (let i = 0; i < 8; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}

/** New members start with the spec's random audience: followers under 1000, following under 500. */
export function startingAudience(): { followers: number; following: number } {
  return { followers: crypto.randomInt(1000), following: crypto.randomInt(500) };
}

export const REFERRER_BONUS = 50;
export const REFERRED_BONUS = 5;
