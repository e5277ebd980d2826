import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginSchema } from '@shared/auth';
import { ptBR } from '@shared/i18n/pt-BR';
import { checkLogin } from './login-check';

const v = ptBR.validation;

describe('the login form check', () => {
  it('never refuses what the server accepts', () => {
    const email = fc.oneof(fc.emailAddress(), fc.string(), fc.constant(' Demo@BrandSocial.com.br '));
    let accepted = 0;
    fc.assert(
      fc.property(email, fc.string(), (e, password) => {
        const input = { email: e, password };
        if (!loginSchema.safeParse(input).success) return;
        accepted++;
        expect(checkLogin(input)).toEqual({});
      }),
      { numRuns: 2000 },
    );
    // The property says something only if the server accepted a good share of the inputs.
    expect(accepted).toBeGreaterThan(200);
  });

  it('gives the server’s messages for the plainly wrong', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({ email: v.emailInvalid, password: v.passwordRequired });
    expect(checkLogin({ email: 'sem-arroba', password: 'x' })).toEqual({ email: v.emailInvalid });
    expect(checkLogin({ email: 'a b@c.com', password: 'x' })).toEqual({ email: v.emailInvalid });
    expect(checkLogin({ email: 'ana@exemplo.com.br', password: 'segredo' })).toEqual({});
    for (const input of [
      { email: '', password: 'x' },
      { email: 'sem-arroba', password: 'x' },
      { email: 'a@b.co', password: '' },
    ]) {
      const server = loginSchema.safeParse(input);
      expect(server.success).toBe(false);
      const serverMessages = new Set(server.error?.issues.map((i) => i.message));
      for (const message of Object.values(checkLogin(input))) expect(serverMessages).toContain(message);
    }
  });
});
