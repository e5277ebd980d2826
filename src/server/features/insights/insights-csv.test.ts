import { describe, expect, it } from 'vitest';
import type { Insights } from '../../../shared/insights';
import { csvCell, csvLines, csvMoney, insightsCsv, insightsFileName } from './insights-csv';

describe('csvCell', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+55 11 9999')).toBe("'+55 11 9999");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Olá = oi')).toBe('Olá = oi');
  });

  it('quotes separators, quotes and line breaks, and leaves numbers and blanks plain', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell('=A1;"x"')).toBe(`"'=A1;""x"""`);
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });

  it('joins rows with semicolons and CRLF', () => {
    expect(
      csvLines([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('a;1\r\nb;');
  });
});

describe('csvMoney', () => {
  it('writes reais with a decimal comma and no thousands separator', () => {
    expect(csvMoney(389_70)).toBe('389,70');
    expect(csvMoney(1_234_567)).toBe('12345,67');
    expect(csvMoney(0)).toBe('0,00');
  });
});

const insights: Insights = {
  period: { days: 7, from: '2026-11-24', to: '2026-11-25', timeZone: 'America/Sao_Paulo' },
  followers: {
    current: 12,
    gained: 3,
    lost: 1,
    days: [
      { date: '2026-11-24', gained: 0, lost: 0, total: 10 },
      { date: '2026-11-25', gained: 3, lost: 1, total: 12 },
    ],
  },
  content: {
    items: [
      {
        kind: 'story',
        id: 'sty_1',
        text: 'Bastidores',
        createdAt: '2026-11-25T14:05:00.000Z',
        likes: 1,
        comments: null,
        shares: 0,
        saves: 2,
        reach: 9,
        engagement: 3,
      },
      {
        kind: 'video',
        id: 'long_video_1',
        text: 'Tour pela fábrica',
        createdAt: '2026-11-24T12:00:00.000Z',
        likes: null,
        comments: null,
        shares: null,
        saves: null,
        reach: 4,
        engagement: 0,
      },
    ],
    top: [],
    engagement: 3,
    reach: 13,
  },
  sales: {
    orders: 1,
    units: 2,
    revenueCents: 25980,
    days: [
      { date: '2026-11-24', orders: 0, units: 0, revenueCents: 0 },
      { date: '2026-11-25', orders: 1, units: 2, revenueCents: 25980 },
    ],
  },
  tagSales: { content: [], products: [] },
};

describe('insightsCsv', () => {
  it('writes the day table with unfollows, a blank line and the content table with reach, after a BOM', () => {
    expect(insightsCsv(insights)).toBe(
      '\uFEFF' +
        'Data;Novos seguidores;Deixaram de seguir;Seguidores;Pedidos;Unidades;Receita (R$)\r\n' +
        '2026-11-24;0;0;10;0;0;0,00\r\n' +
        '2026-11-25;3;1;12;1;2;259,80\r\n' +
        '\r\n' +
        'Tipo;Publicado em;Publicação;Alcance;Curtidas;Comentários;Compartilhamentos;Salvos;Engajamento\r\n' +
        'Story;2026-11-25 11:05;Bastidores;9;1;;0;2;3\r\n' +
        'Vídeo;2026-11-24 09:00;Tour pela fábrica;4;;;;;0\r\n',
    );
  });

  it('adds the sales by the tags per item when a tag was opened or sold', () => {
    const tagSales: Insights['tagSales'] = {
      content: [
        {
          kind: 'reel',
          id: 'reel_1',
          text: 'Unboxing',
          createdAt: '2026-11-25T14:05:00.000Z',
          taps: 7,
          cartAdds: 3,
          orders: 2,
          units: 3,
          revenueCents: 38970,
        },
        {
          kind: 'post',
          id: 'pst_gone',
          text: null,
          createdAt: null,
          taps: 1,
          cartAdds: 0,
          orders: 0,
          units: 0,
          revenueCents: 0,
        },
      ],
      products: [],
    };
    expect(
      insightsCsv({ ...insights, tagSales })
        .split('\r\n')
        .slice(-4),
    ).toEqual([
      'Tipo;Publicado em;Publicação;Toques nas marcações;Adições ao carrinho;Pedidos;Unidades;Receita (R$)',
      'Reel;2026-11-25 11:05;Unboxing;7;3;2;3;389,70',
      'Post;;Publicação removida;1;0;0;0;0,00',
      '',
    ]);
  });

  it('names the file after the brand, the period and its last day', () => {
    expect(insightsFileName('nexo-tech', insights)).toBe('insights-nexo-tech-7-dias-2026-11-25.csv');
    expect(insightsFileName('a"b/c', insights)).toBe('insights-abc-7-dias-2026-11-25.csv');
  });
});
