import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashOptionsFor, hashPassword, PRODUCTION_HASH, verifyPassword } from './password';

describe('password hashes', () => {
  it('are argon2id at OWASP’s baseline everywhere but the test runner, a server without NODE_ENV included', async () => {
    for (const env of [undefined, 'production', 'development', ''])
      expect(hashOptionsFor(env)).toEqual(PRODUCTION_HASH);
    expect(PRODUCTION_HASH).toEqual({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hash('senha-segura-1', hashOptionsFor('production'))).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('are real argon2id hashes in the tests too, checked as in production', async () => {
    const made = await hashPassword('senha-segura-1');
    expect(made).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(made, 'senha-segura-1')).toBe(true);
    expect(await verifyPassword(made, 'senha-errada-1')).toBe(false);
    // A baseline hash, as production stores it, is checked the same way.
    const stored = await hash('senha-segura-1', PRODUCTION_HASH);
    expect(await verifyPassword(stored, 'senha-segura-1')).toBe(true);
    expect(await verifyPassword('não é um hash', 'senha-segura-1')).toBe(false);
  });
});
