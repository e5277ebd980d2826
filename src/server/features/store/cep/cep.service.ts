import { isValidCep, onlyDigits } from '../../../../shared/brazil';
import { ptBR } from '../../../../shared/i18n/pt-BR';
import type { CepAddress } from '../../../../shared/store-delivery';
import { AppError } from '../../../platform/errors';
import { cityRanges, streets, ufRanges } from './cep-table';

/**
 * Where a CEP's address comes from. The default is the bundled table; a provider that asks a remote
 * service can take its place without the checkout knowing. `null`: the CEP is unknown, and the
 * member types the address.
 */
export interface CepProvider {
  lookup(cep: string): Promise<CepAddress | null>;
}

const within = <T>(ranges: [number, number, T][], prefix: number) =>
  ranges.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;

export const bundledCepProvider: CepProvider = {
  async lookup(cep) {
    const digits = onlyDigits(cep);
    const prefix = Number(digits.slice(0, 5));
    const uf = within(ufRanges, prefix);
    if (!uf) return null;
    const street = streets[digits];
    return {
      cep: digits,
      uf,
      city: within(cityRanges, prefix),
      district: street?.district ?? null,
      street: street?.street ?? null,
    };
  },
};

/** The address of a CEP typed by a member: 400 when it is not a CEP, 404 when nobody knows it. */
export async function lookupCep(provider: CepProvider, cep: string): Promise<CepAddress> {
  if (!isValidCep(cep)) throw new AppError(400, 'validation_failed', ptBR.delivery.cepInvalid);
  const found = await provider.lookup(onlyDigits(cep));
  if (!found) throw new AppError(404, 'not_found', ptBR.delivery.cepNotFound);
  return found;
}
