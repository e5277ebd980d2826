import { describe, expect, it } from 'vitest';
import {
  deliveryInputSchema,
  FREE_PAC_FROM_CENTS,
  installmentLimit,
  installmentOptions,
  parcelWeight,
  productInstallments,
  shippingOption,
  shippingOptions,
} from './store-delivery';

const valid = {
  cpf: '529.982.247-25',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  uf: 'sp',
  shipping: 'sedex',
};

describe('delivery form', () => {
  it('keeps digits of CPF and CEP and an upper-case UF', () => {
    expect(deliveryInputSchema.parse(valid)).toEqual({
      ...valid,
      cpf: '52998224725',
      cep: '01310100',
      uf: 'SP',
      complement: '',
    });
  });

  it('refuses a bad CPF, CEP or UF with a message in Portuguese', () => {
    const issues = deliveryInputSchema.safeParse({ ...valid, cpf: '111.111.111-11', cep: '123', uf: 'ZZ' }).error!
      .issues;
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ['cpf', 'CPF inválido. Confira os números.'],
      ['cep', 'CEP inválido. Use 8 dígitos, como 01310-100.'],
      ['uf', 'Selecione a UF.'],
    ]);
  });
});

describe('shipping', () => {
  it('counts a variant without weight as 300 g', () => {
    expect(
      parcelWeight([
        { weight: 250, quantity: 2 },
        { weight: null, quantity: 1 },
      ]),
    ).toBe(800);
  });

  it('prices by zone and by each kilogram started', () => {
    expect(shippingOption('SP', 800, 1000, 'pac')).toEqual({ method: 'pac', priceInCents: 1890, days: 3 });
    expect(shippingOption('SP', 1001, 1000, 'pac').priceInCents).toBe(1890 + 300);
    expect(shippingOption('RJ', 800, 1000, 'sedex')).toEqual({ method: 'sedex', priceInCents: 3290, days: 2 });
    expect(shippingOption('AM', 2500, 1000, 'sedex')).toEqual({
      method: 'sedex',
      priceInCents: 5690 + 2 * 1400,
      days: 6,
    });
  });

  it('is slower and cheaper by PAC than by SEDEX everywhere', () => {
    for (const uf of ['SP', 'MG', 'RS', 'GO', 'BA', 'PA'] as const) {
      const [pac, sedex] = shippingOptions(uf, 500, 1000);
      expect(pac!.priceInCents).toBeLessThan(sedex!.priceInCents);
      expect(pac!.days).toBeGreaterThan(sedex!.days);
    }
  });

  it('ships PAC for free from the threshold, never SEDEX', () => {
    expect(shippingOption('BA', 500, FREE_PAC_FROM_CENTS - 1, 'pac').priceInCents).toBe(3190);
    expect(shippingOption('BA', 500, FREE_PAC_FROM_CENTS, 'pac').priceInCents).toBe(0);
    expect(shippingOption('BA', 500, FREE_PAC_FROM_CENTS, 'sedex').priceInCents).toBe(4890);
  });
});

describe('installments', () => {
  it("reads a product's limit from its metadata", () => {
    expect(productInstallments({ max_installments: 3 })).toBe(3);
    expect(productInstallments({ max_installments: '6' })).toBe(6);
    expect(productInstallments({ max_installments: 40 })).toBe(12);
    expect(productInstallments({ max_installments: 0 })).toBe(1);
    expect(productInstallments({ max_installments: 2.5 })).toBe(1);
    expect(productInstallments({})).toBe(1);
    expect(productInstallments(null)).toBe(1);
  });

  it("takes the smallest of the order's products and keeps each installment at R$ 10 or more", () => {
    expect(installmentLimit([3, 6], 50_000)).toBe(3);
    expect(installmentLimit([6, 6], 4_500)).toBe(4);
    expect(installmentLimit([3], 900)).toBe(1);
    expect(installmentLimit([1, 12], 100_000)).toBe(1);
  });

  it('offers 1x..Nx with the amount of each', () => {
    expect(installmentOptions(15980, 3)).toEqual([
      { count: 1, amountInCents: 15980 },
      { count: 2, amountInCents: 7990 },
      { count: 3, amountInCents: 5327 },
    ]);
  });
});
