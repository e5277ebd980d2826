import { describe, expect, it } from 'vitest';
import { formatCep, formatCpf, isUf, isValidCep, isValidCpf, maskCpf } from './brazil';

describe('CPF', () => {
  it.each(['529.982.247-25', '11144477735', '123.456.789-09', ' 935.411.347-80 '])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '529.982.247-35'],
    ['a wrong second check digit', '529.982.247-24'],
    ['eleven equal digits', '111.111.111-11'],
    ['too few digits', '529.982.247-2'],
    ['too many digits', '529.982.247-255'],
    ['nothing', ''],
  ])('refuses %s', (_case, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('is formatted as it is typed', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('529.982.247-25999')).toBe('529.982.247-25');
  });

  it('is masked on orders', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
  });
});

describe('CEP', () => {
  it('is formatted as it is typed', () => {
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310100')).toBe('01310-100');
  });

  it('has 8 digits outside the unassigned 00xxx block', () => {
    for (const cep of ['01310-100', '01310100']) expect(isValidCep(cep), cep).toBe(true);
    for (const cep of ['0131010', '00999-999', '01310-10a']) expect(isValidCep(cep), cep).toBe(false);
  });
});

it('knows the 27 UFs', () => {
  expect(isUf('SP')).toBe(true);
  expect(isUf('DF')).toBe(true);
  expect(isUf('XX')).toBe(false);
  expect(isUf('toString')).toBe(false);
});
