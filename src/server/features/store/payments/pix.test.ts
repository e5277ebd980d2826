import { describe, expect, it } from 'vitest';
import { brCode, crc16 } from './pix';

// The static example of the Central Bank of Brazil's BR Code manual (Manual de Padrões para Iniciação do Pix).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('CRC16-CCITT-FALSE', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('matches the checksum of the published BR Code example', () => {
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('brCode', () => {
  it('builds the published example byte for byte', () => {
    expect(
      brCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' }),
    ).toBe(BCB_EXAMPLE);
  });

  it('adds a single-use flag, the amount and the txid, strips accents and ends with a valid CRC', () => {
    const code = brCode({
      key: 'chave@exemplo.com',
      merchantName: 'Loja São João',
      merchantCity: 'São Paulo',
      amountInCents: 12345,
      txid: 'ord_01abc-XYZ',
    });
    expect(code).toMatch(/^000201010212/);
    expect(code).toContain('5406123.45');
    expect(code).toContain('5913Loja Sao Joao');
    expect(code).toContain('6009Sao Paulo');
    expect(code).toContain('62150511ord01abcXYZ');
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('keeps the txid within 25 characters and the names within their limits', () => {
    const code = brCode({
      key: 'k',
      merchantName: 'N'.repeat(40),
      merchantCity: 'C'.repeat(40),
      amountInCents: 100,
      txid: 'x'.repeat(40),
    });
    expect(code).toContain(`59${'25'}${'N'.repeat(25)}`);
    expect(code).toContain(`60${'15'}${'C'.repeat(15)}`);
    expect(code).toContain(`0525${'x'.repeat(25)}`);
  });
});
