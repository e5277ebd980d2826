import { describe, expect, it } from 'vitest';
import { bundledCepProvider, lookupCep } from './cep.service';

describe('bundled CEP table', () => {
  it('knows a street-level CEP with its street, district, city and UF', async () => {
    expect(await bundledCepProvider.lookup('01310100')).toEqual({
      cep: '01310100',
      uf: 'SP',
      city: 'São Paulo',
      district: 'Bela Vista',
      street: 'Avenida Paulista',
    });
  });

  it("knows a capital's CEP by its city only", async () => {
    expect(await bundledCepProvider.lookup('20040002')).toEqual({
      cep: '20040002',
      uf: 'RJ',
      city: 'Rio de Janeiro',
      district: null,
      street: null,
    });
  });

  it('knows any other CEP by its UF, across the split ranges', async () => {
    expect((await bundledCepProvider.lookup('13083970'))?.uf).toBe('SP');
    expect((await bundledCepProvider.lookup('13083970'))?.city).toBeNull();
    expect((await bundledCepProvider.lookup('69301000'))?.uf).toBe('RR');
    expect((await bundledCepProvider.lookup('69400000'))?.uf).toBe('AM');
    expect((await bundledCepProvider.lookup('73000000'))?.uf).toBe('DF');
    expect((await bundledCepProvider.lookup('99999999'))?.uf).toBe('RS');
  });

  it('refuses what is not a CEP, and answers 404 for a CEP nobody knows', async () => {
    await expect(lookupCep(bundledCepProvider, '1234')).rejects.toMatchObject({ status: 400 });
    await expect(lookupCep({ lookup: async () => null }, '01310-100')).rejects.toMatchObject({
      status: 404,
      message: 'CEP não encontrado. Preencha o endereço.',
    });
    expect((await lookupCep(bundledCepProvider, '01310-100')).street).toBe('Avenida Paulista');
  });
});
