import { ptBR } from './i18n/pt-BR';
import { phraseScore } from './assistant-match';

const s = ptBR.assistantStore;

/** What members ask BrandBot most, answered from data rather than a fixed text. */
export const dataIntents = ['orders', 'delivery', 'returns'] as const;
export type DataIntent = (typeof dataIntents)[number];

/**
 * WARNING: the scored table of data questions. Phrases are normalised (no accents, lower case) and
 * matched like the rules' keywords (longer forms and one-letter typos included); a phrase of several
 * words outscores a single word, and these intents win ties with the rules ('pedido' is about orders,
 * 'frete' about delivery). No single 'troca': 'troco minha senha' is about the password.
 */
export const intentTable: readonly { intent: DataIntent; phrases: readonly string[] }[] = [
  {
    intent: 'orders',
    phrases: [
      'rastrear',
      'rastreio',
      'rastreamento',
      'rastrear pedido',
      'pedido',
      'meu pedido',
      'meus pedidos',
      'status do pedido',
      'situacao do pedido',
      'acompanhar pedido',
      'cade meu pedido',
      'minha compra',
      'minhas compras',
      'encomenda',
    ],
  },
  {
    intent: 'delivery',
    phrases: [
      'entrega',
      'entregar',
      'prazo',
      'prazo de entrega',
      'tempo de entrega',
      'quando chega',
      'vai chegar',
      'frete',
      'envio',
      'enviam',
      'demora',
      'transportadora',
    ],
  },
  {
    intent: 'returns',
    phrases: [
      'devolucao',
      'devolucoes',
      'devolver',
      'trocar produto',
      'trocar o produto',
      'troca de produto',
      'trocas e devolucoes',
      'trocar tamanho',
      'reembolso',
      'estorno',
      'cancelar pedido',
      'cancelar meu pedido',
      'cancelar compra',
      'cancelar minha compra',
      'arrependimento',
      'desistir da compra',
    ],
  },
];

/** The data intent of a message and the length of its longest phrase found, or null when none is there. */
export function bestDataIntent(words: readonly string[]): { intent: DataIntent; score: number } | null {
  let best: { intent: DataIntent; score: number } | null = null;
  for (const row of intentTable) {
    // The longest phrase found, not the sum: 'cancelar meu pedido' is about returns, though it
    // holds both 'pedido' and 'meu pedido'.
    const score = Math.max(0, ...row.phrases.map((p) => phraseScore(p, words)));
    if (score > (best?.score ?? 0)) best = { intent: row.intent, score };
  }
  return best;
}

export const dataIntentChips = (intent: DataIntent) =>
  dataIntents.filter((i) => i !== intent).map((i) => ({ topic: i, label: s.chips[i] }));
