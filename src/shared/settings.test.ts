import { describe, expect, it } from 'vitest';
import { changePasswordSchema, describeDevice, normaliseWebsite, profileSchema } from './settings';

describe('normaliseWebsite', () => {
  it('takes a bare domain as https and keeps http(s) URLs', () => {
    expect(normaliseWebsite('meusite.com.br')).toBe('https://meusite.com.br/');
    expect(normaliseWebsite(' http://loja.exemplo.com/p?x=1 ')).toBe('http://loja.exemplo.com/p?x=1');
    expect(normaliseWebsite('')).toBe('');
  });

  it('refuses other schemes, hosts without a dot and credentials', () => {
    for (const s of [
      'javascript:alert(1)',
      'mailto:a@b.com',
      'ftp://x.com',
      'localhost',
      'http://intranet',
      'https://a:b@x.com',
      'com espaço.com',
    ]) {
      expect(normaliseWebsite(s), s).toBeNull();
    }
  });
});

describe('profileSchema', () => {
  it('trims and validates each field', () => {
    const ok = profileSchema.safeParse({ name: ' Ana ', bio: ' oi ', website: 'ana.dev', phone: '(11) 91234-5678' });
    expect(ok.success && ok.data).toEqual({
      name: 'Ana',
      bio: 'oi',
      website: 'https://ana.dev/',
      phone: '(11) 91234-5678',
    });
    expect(profileSchema.safeParse({ name: 'Ana', bio: '', website: 'nope', phone: '' }).success).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  it('wants a new password of 8+ characters different from the current one', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'antiga-123', newPassword: 'nova-1234' }).success).toBe(
      true,
    );
    const same = changePasswordSchema.safeParse({ currentPassword: 'antiga-123', newPassword: 'antiga-123' });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]?.message).toBe('A nova senha precisa ser diferente da atual.');
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'curta' }).error?.issues[0]?.message,
    ).toBe('A senha precisa ter pelo menos 8 caracteres.');
  });
});

describe('describeDevice', () => {
  it('names the browser and system of a user agent', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toBe('Chrome em Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      ),
    ).toBe('Safari em iOS');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox em Windows',
    );
    expect(describeDevice(null)).toBe('Dispositivo desconhecido');
    expect(describeDevice('curl/8.0')).toBe('Dispositivo desconhecido');
  });
});
