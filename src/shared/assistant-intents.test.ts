import { describe, expect, it } from 'vitest';
import { answerFor, classify } from './assistant';
import { intentTable, type DataIntent } from './assistant-intents';
import { normalizeText, oneEditApart, wordMatches } from './assistant-match';
import { ptBR } from './i18n/pt-BR';

const intentOf = (message: string) => {
  const c = classify(message);
  return c.kind === 'data' ? c.intent : c.kind === 'rule' ? c.rule.topic : 'fallback';
};

/** How members ask, with the accents, capitals, punctuation and typos people type. */
const asks: Record<DataIntent, string[]> = {
  orders: [
    'rastrear pedido',
    'Rastrear Pedido',
    'RASTREAR PEDIDO!!',
    'rastrar pedido',
    'meu pedido',
    'Meus pedidos',
    'status do pedido',
    'Qual o status do meu pedido?',
    'situação do pedido',
    'cadê meu pedido?',
    'Onde está minha compra?',
    'quero acompanhar o pedido',
    'pedio',
    'rastreio',
  ],
  delivery: [
    'Qual o prazo de entrega?',
    'prazo de entraga',
    'Quando chega?',
    'o frete é grátis?',
    'Vocês entregam em Manaus?',
    'quanto tempo demora o envio',
  ],
  returns: [
    'Como faço uma devolução?',
    'devoluçao',
    'quero devolver',
    'Trocas e devoluções',
    'quero cancelar meu pedido',
    'como pedir reembolso',
    'estorno',
    'trocar o produto por outro tamanho',
  ],
};

describe('data intents', () => {
  it.each(Object.entries(asks))('recognises %s questions', (intent, messages) => {
    for (const m of messages) expect(intentOf(m), m).toBe(intent);
  });

  it('leaves the rules their own questions', () => {
    expect(intentOf('Como troco minha senha?')).toBe('password');
    expect(intentOf('Como envio um vídeo longo?')).toBe('longVideo');
    expect(intentOf('Posso pagar com Pix?')).toBe('pix');
    expect(intentOf('Onde está o carrinho?')).toBe('cart');
    expect(intentOf('Como monto minha loja?')).toBe('myStore');
    expect(intentOf('qual a capital da Mongólia')).toBe('fallback');
  });

  it('writes every phrase normalised, and each chip leads to its own intent', () => {
    for (const row of intentTable) for (const p of row.phrases) expect(normalizeText(p), p).toBe(p);
    for (const [intent, label] of Object.entries(ptBR.assistantStore.chips)) expect(intentOf(label)).toBe(intent);
  });

  it('answers anyone not signed in in general terms, offering the other questions', () => {
    const reply = answerFor('rastrear pedido');
    expect(reply).toMatchObject({ topic: 'orders', text: ptBR.assistantStore.anonymousOrders });
    expect(reply.chips.map((c) => c.topic)).toEqual(['delivery', 'returns']);
    expect(answerFor('prazo de entrega').text).toBe(ptBR.assistantStore.anonymousDelivery);
    expect(answerFor('devolução').text).toBe(ptBR.assistantStore.anonymousReturns);
  });
});

describe('typo tolerance', () => {
  it('counts one changed, added, dropped or swapped letter as one edit', () => {
    for (const word of ['pedido', 'pedito', 'pedidio', 'pedio', 'pdeido']) {
      expect(oneEditApart('pedido', word), word).toBe(true);
    }
    for (const word of ['pdeiod', 'pedir']) expect(oneEditApart('pedido', word), word).toBe(false);
  });

  it('forgives typos only in words of five letters or more', () => {
    expect(wordMatches('rastrear', 'rastrar')).toBe(true);
    expect(wordMatches('pedido', 'pedidos')).toBe(true);
    expect(wordMatches('pix', 'pax')).toBe(false);
    expect(wordMatches('tema', 'tena')).toBe(false);
  });
});
