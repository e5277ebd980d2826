import { describe, expect, it } from 'vitest';
import { emailSchema, loginSchema, signupSchema } from './auth';
import { formatBRL, formatRelative, formatThousands, initials } from './format';
import { isThemeId, themes } from './themes';

describe('formatting in pt-BR', () => {
  it('shows counts in thousands', () => {
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(12_345)).toBe('12 mil');
    expect(formatThousands(12_345, 1)).toBe('12,3 mil');
    expect(formatThousands(2_400_000, 1)).toBe('2,4 mi');
  });
  it('shows money in reais', () => {
    expect(formatBRL(135540).replace(/\s/g, ' ')).toBe('R$ 1.355,40');
  });
  it("says 'agora' for the last minute and relative words after", () => {
    const now = Date.UTC(2026, 0, 10, 12);
    expect(formatRelative(now - 30_000, now)).toBe('agora');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('há 5 minutos');
    expect(formatRelative(now - 3 * 3600_000, now)).toBe('há 3 horas');
    expect(formatRelative(now - 86400_000, now)).toBe('ontem');
  });
  it('writes older dates in the zone it is given, so that a server and a browser can agree', () => {
    const now = Date.UTC(2026, 0, 20, 12);
    // 1 a.m. on the 10th in UTC is still the 9th in São Paulo.
    const then = Date.UTC(2026, 0, 10, 1);
    expect(formatRelative(then, now, 'UTC')).toBe('10 de jan. de 2026');
    expect(formatRelative(then, now, 'America/Sao_Paulo')).toBe('9 de jan. de 2026');
  });
  it('takes initials from a name', () => {
    expect(initials('ana maria souza')).toBe('AS');
    expect(initials('Érica')).toBe('É');
    expect(initials('   ')).toBe('?');
  });
});

describe('account rules', () => {
  it('normalises emails', () => {
    expect(emailSchema.parse('  Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
  });
  it('requires name, email, password and birth date, with pt-BR messages', () => {
    const r = signupSchema.safeParse({ name: ' ', email: 'x', password: 'curta' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'Informe seu nome completo.',
      'Informe um email válido.',
      'A senha precisa ter pelo menos 8 caracteres.',
      'Informe sua data de nascimento.',
    ]);
    const invalidDay = signupSchema.safeParse({
      name: 'Ana',
      email: 'a@b.co',
      password: '12345678',
      birthDate: '2025-02-30',
    });
    expect(invalidDay.error!.issues.map((i) => i.message)).toEqual(['Informe uma data de nascimento válida.']);
    expect(
      signupSchema.parse({
        name: 'Ana',
        email: 'a@b.co',
        password: '12345678',
        birthDate: '1990-05-10',
        referralCode: ' bsabc12345 ',
      }).referralCode,
    ).toBe('BSABC12345');
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
  it('knows the five themes, each with three colours', () => {
    expect(Object.keys(themes)).toEqual(['default', 'midnight', 'dusk', 'forest', 'abyss']);
    for (const t of Object.values(themes)) expect(t.gradient).toHaveLength(3);
    expect(isThemeId('dusk')).toBe(true);
    expect(isThemeId('neon')).toBe(false);
  });
});
