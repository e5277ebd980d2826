import { describe, expect, it } from 'vitest';
import { isPixKey, parseAmountToCents, withdrawalProblem } from './wallet';

describe('parseAmountToCents', () => {
  it('reads pt-BR amounts', () => {
    expect(parseAmountToCents('1.355,40')).toBe(135540);
    expect(parseAmountToCents('R$ 10')).toBe(1000);
    expect(parseAmountToCents('10,5')).toBe(1050);
    expect(parseAmountToCents('0,01')).toBe(1);
    expect(parseAmountToCents('1.234')).toBe(123400);
    expect(parseAmountToCents('1.234.567,89')).toBe(123456789);
  });

  it('reads a dot decimal too', () => {
    expect(parseAmountToCents('10.50')).toBe(1050);
    expect(parseAmountToCents('99.9')).toBe(9990);
  });

  it('gives null for anything that is not an amount', () => {
    for (const s of ['', 'abc', '10,', '1,2,3', '10,123', '1.23.4', '1,234.56', '--1', 'R$'])
      expect(parseAmountToCents(s), s).toBeNull();
  });
});

describe('isPixKey', () => {
  it('knows CPF, CNPJ, phone, email and random keys', () => {
    for (const k of [
      '123.456.789-09',
      '12.345.678/0001-95',
      '+55 (11) 98888-7777',
      'ana@exemplo.com',
      '123e4567-e89b-12d3-a456-426614174000',
    ]) {
      expect(isPixKey(k), k).toBe(true);
    }
    for (const k of ['abc', '123', 'ana@', 'chave qualquer']) expect(isPixKey(k), k).toBe(false);
  });
});

describe('withdrawalProblem', () => {
  const bank = { bank: 'Nubank', agency: '0001', account: '1234-5' };
  it('follows the spec order: amount, balance, bank data', () => {
    expect(withdrawalProblem({ amountCents: 0 }, 100)).toBe('invalid_amount');
    expect(withdrawalProblem({ amountCents: -1, ...bank }, 100)).toBe('invalid_amount');
    expect(withdrawalProblem({ amountCents: 1.5, ...bank }, 100)).toBe('invalid_amount');
    expect(withdrawalProblem({ amountCents: Number.NaN, ...bank }, 100)).toBe('invalid_amount');
    expect(withdrawalProblem({ amountCents: 101 }, 100)).toBe('insufficient_funds');
    expect(withdrawalProblem({ amountCents: 100, bank: 'Nubank', agency: '0001' }, 100)).toBe('bank_data_incomplete');
    expect(withdrawalProblem({ amountCents: 100, ...bank }, 100)).toBeNull();
  });

  it('takes a Pix key instead of bank data', () => {
    expect(withdrawalProblem({ amountCents: 50, pixKey: 'ana@exemplo.com' }, 100)).toBeNull();
    expect(withdrawalProblem({ amountCents: 50, pixKey: 'xx' }, 100)).toBe('invalid_pix_key');
    expect(withdrawalProblem({ amountCents: 50, pixKey: '   ' }, 100)).toBe('bank_data_incomplete');
  });
});
