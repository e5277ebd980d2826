// Members: the accounts every other bench table hangs off. All share one password, hashed once.
import { hash } from '@node-rs/argon2';
import { monotonicFactory } from 'ulid';
import { BIO_TEMPLATES, CITIES, fullName } from '../names.mjs';

export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_EMAIL_DOMAIN = 'bench.brandsocial.com.br';

/** Member n (1-based) signs in with this email and BENCH_PASSWORD. */
export function memberEmail(n) {
  return `membro${n}@${BENCH_EMAIL_DOMAIN}`;
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const THEMES = ['default', 'midnight', 'dusk', 'forest', 'abyss'];
const DAY = 24 * 3600 * 1000;

export const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'bio',
  'website',
  'password_hash',
  'referral_code',
  'referred_by',
  'avatar_url',
  'followers_count',
  'following_count',
  'posts_count',
  'theme',
  'assistant_active',
  'created_at',
  'updated_at',
];

function referralCodes(count, random) {
  const seen = new Set();
  const codes = new Array(count);
  for (let i = 0; i < count; i++) {
    let code;
    do {
      code = 'BS';
      for (let k = 0; k < 8; k++) code += CODE_ALPHABET[random.int(CODE_ALPHABET.length)];
    } while (seen.has(code));
    seen.add(code);
    codes[i] = code;
  }
  return codes;
}

function phone(random) {
  const ddd = random.pick(['11', '21', '31', '41', '48', '51', '61', '71', '81', '85', '92']);
  return `+55 ${ddd} 9${random.between(1000, 9999)}-${random.between(1000, 9999)}`;
}

/**
 * Inserts `options.members` members, joined over the past year in id order. About one in ten came
 * through another member's referral, and the referral bonuses are in both counters, as sign-up does.
 * Leaves `state.memberIds` (index n-1 is member n) for the generators that follow.
 */
export async function generate(store, { options, random, state, now }) {
  const count = options.members;
  const passwordHash = await hash(BENCH_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const codes = referralCodes(count, random);
  const referrer = new Int32Array(count).fill(-1);
  const bonus = new Int32Array(count);
  for (let i = 1; i < count; i++) {
    if (random.chance(0.1)) {
      const r = random.int(i);
      referrer[i] = r;
      bonus[r] += 50;
      bonus[i] += 5;
    }
  }
  const start = now - 365 * DAY;
  const step = (365 * DAY) / count;
  const ulid = monotonicFactory(random.next);
  const ids = new Array(count);
  for (let i = 0; i < count; i++) ids[i] = `usr_${ulid(Math.floor(start + i * step)).toLowerCase()}`;

  function* rows() {
    for (let i = 0; i < count; i++) {
      const createdAt = Math.floor(start + i * step);
      const bio = random.chance(0.4) ? random.pick(BIO_TEMPLATES).replace('{city}', random.pick(CITIES)) : null;
      yield [
        ids[i],
        fullName(random),
        memberEmail(i + 1),
        random.chance(0.6) ? phone(random) : null,
        bio,
        random.chance(0.05) ? `https://exemplo.com.br/membro${i + 1}` : null,
        passwordHash,
        codes[i],
        referrer[i] >= 0 ? ids[referrer[i]] : null,
        null,
        random.int(1000) + bonus[i],
        random.int(500),
        0,
        random.chance(0.8) ? 'default' : random.pick(THEMES),
        random.chance(0.9) ? 1 : 0,
        createdAt,
        createdAt + random.int(Math.max(1, Math.floor(now - createdAt))),
      ];
    }
  }
  const inserted = await store.bulkInsert('users', COLUMNS, rows());
  state.memberIds = ids;
  return { members: inserted };
}
