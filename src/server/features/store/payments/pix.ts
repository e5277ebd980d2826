/*
 * Pix "copia e cola": the BR Code payload (EMV QRCPS merchant-presented mode, as the Central Bank of
 * Brazil's BR Code manual specifies it) and its CRC16-CCITT-FALSE checksum.
 */

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is too long`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Plain ASCII without accents, as the BR Code name and city fields require. */
function ascii(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, max);
}

export interface PixCharge {
  /** The receiver's Pix key (EVP, e-mail, phone or CNPJ). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Amount in cents; omitted for an open-amount code. */
  amountInCents?: number;
  /** Transaction id shown to the receiver: up to 25 letters and digits, '***' when none. */
  txid?: string;
  description?: string;
}

export function brCode(charge: PixCharge): string {
  const account =
    field('00', 'br.gov.bcb.pix') +
    field('01', charge.key) +
    (charge.description ? field('02', charge.description.slice(0, 40)) : '');
  const txid = (charge.txid ?? '***').replace(/[^A-Za-z0-9*]/g, '').slice(-25) || '***';
  const payload =
    field('00', '01') +
    // 12: this code is for one payment only.
    (charge.amountInCents !== undefined ? field('01', '12') : '') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (charge.amountInCents !== undefined ? field('54', (charge.amountInCents / 100).toFixed(2)) : '') +
    field('58', 'BR') +
    field('59', ascii(charge.merchantName, 25)) +
    field('60', ascii(charge.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16(payload);
}
