/*
 * Brazilian identity and address rules shared by the checkout form and the server: CPF check digits,
 * CEP shape and the federative units (UF) with their regions.
 */

export const onlyDigits = (s: string) => s.replace(/\D/g, '');

/**
 * Whether a CPF is valid: 11 digits (punctuation ignored) whose two check digits match the first
 * nine, as the Receita Federal computes them. Eleven equal digits pass the arithmetic but are not issued.
 */
export function isValidCpf(input: string): boolean {
  const d = onlyDigits(input);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(d[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** `12345678909` → `123.456.789-09`, as far as the digits typed so far go. */
export function formatCpf(input: string): string {
  const d = onlyDigits(input).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** A CPF shown on an order: only the middle digits, as receipts print it. */
export function maskCpf(cpf: string): string {
  const d = onlyDigits(cpf);
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***';
}

/** `01310100` → `01310-100`, as far as the digits typed so far go. */
export function formatCep(input: string): string {
  const d = onlyDigits(input).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** A CEP has 8 digits; the 00000-000 to 00999-999 block is not assigned to any place. */
export function isValidCep(input: string): boolean {
  const d = onlyDigits(input);
  return /^\d{5}-?\d{3}$/.test(input.trim()) && d.length === 8 && Number(d) >= 1_000_000;
}

export const regions = ['sudeste', 'sul', 'centro_oeste', 'nordeste', 'norte'] as const;
export type Region = (typeof regions)[number];

/** The 27 federative units and their regions (IBGE). */
export const ufRegions = {
  AC: 'norte',
  AL: 'nordeste',
  AM: 'norte',
  AP: 'norte',
  BA: 'nordeste',
  CE: 'nordeste',
  DF: 'centro_oeste',
  ES: 'sudeste',
  GO: 'centro_oeste',
  MA: 'nordeste',
  MG: 'sudeste',
  MS: 'centro_oeste',
  MT: 'centro_oeste',
  PA: 'norte',
  PB: 'nordeste',
  PE: 'nordeste',
  PI: 'nordeste',
  PR: 'sul',
  RJ: 'sudeste',
  RN: 'nordeste',
  RO: 'norte',
  RR: 'norte',
  RS: 'sul',
  SC: 'sul',
  SE: 'nordeste',
  SP: 'sudeste',
  TO: 'norte',
} as const satisfies Record<string, Region>;
export type Uf = keyof typeof ufRegions;
export const ufs = Object.keys(ufRegions) as Uf[];

export const isUf = (s: string): s is Uf => Object.hasOwn(ufRegions, s);
