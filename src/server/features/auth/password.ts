import { hash, verify } from '@node-rs/argon2';

type HashOptions = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Algorithm 2 is Argon2id.
export const PRODUCTION_HASH: HashOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// The unit and API tests sign up and log in thousands of members, and the baseline costs about 25 ms
// of CPU a hash: minutes of every test run. They still make and check real argon2id hashes, at the
// algorithm's lightest. Anything else, a server without NODE_ENV included, gets the baseline.
const TEST_HASH: HashOptions = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };

export const hashOptionsFor = (nodeEnv: string | undefined): HashOptions =>
  nodeEnv === 'test' ? TEST_HASH : PRODUCTION_HASH;

const options = hashOptionsFor(process.env.NODE_ENV);

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real check, so an unknown email answers as slowly as a wrong password. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
