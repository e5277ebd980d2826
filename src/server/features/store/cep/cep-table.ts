import type { Uf } from '../../../../shared/brazil';

/*
 * The bundled CEP table: the CEP range of each UF as the Correios publish it (Faixas de CEP por UF),
 * the ranges of a few state capitals (Correios' Faixas de CEP por localidade), and a handful of
 * street-level CEPs checked one by one on the Correios' Busca CEP. It is deliberately small: a CEP it
 * knows only by its UF leaves the city and street for the member to type. Ranges are the first five
 * digits, inclusive.
 */

export const ufRanges: [from: number, to: number, uf: Uf][] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

export const cityRanges: [from: number, to: number, city: string][] = [
  [1000, 5999, 'São Paulo'],
  [8000, 8499, 'São Paulo'],
  [20000, 23799, 'Rio de Janeiro'],
  [29000, 29099, 'Vitória'],
  [30000, 31999, 'Belo Horizonte'],
  [40000, 42599, 'Salvador'],
  [50000, 52999, 'Recife'],
  [60000, 61599, 'Fortaleza'],
  [66000, 66999, 'Belém'],
  [69000, 69099, 'Manaus'],
  [70000, 70999, 'Brasília'],
  [74000, 74899, 'Goiânia'],
  [80000, 82999, 'Curitiba'],
  [88000, 88099, 'Florianópolis'],
  [90000, 91999, 'Porto Alegre'],
];

export const streets: Record<string, { street: string; district: string }> = {
  '01001000': { street: 'Praça da Sé', district: 'Sé' },
  '01310100': { street: 'Avenida Paulista', district: 'Bela Vista' },
  '04538133': { street: 'Avenida Brigadeiro Faria Lima', district: 'Itaim Bibi' },
};
