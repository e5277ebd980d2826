import { describe, expect, it } from 'vitest';
import { answerFor, assistantRules, ASSISTANT_TIMINGS, normalizeText, nudgeAt, type TopicId } from './assistant';
import { ptBR } from './i18n/pt-BR';

/** Questions a member might type for each topic, with the accents, capitals and punctuation people use. */
const questions: Record<Exclude<TopicId, 'fallback'>, { asks: string[]; link?: string }> = {
  greeting: { asks: ['Oi', 'Olá, tudo bem?', 'BOM DIA!', 'e aí'] },
  thanks: { asks: ['Obrigado!', 'valeu mesmo', 'Muito obrigada pela ajuda'] },
  post: { asks: ['Como faço para postar uma foto?', 'quero PUBLICAR algo', 'Como criar um post?'], link: '/create' },
  story: { asks: ['Como adiciono um story?', 'onde ficam as histórias', 'Quero colocar nos destaques'], link: '/' },
  reels: { asks: ['Como faço um reel?', 'Onde vejo os Reels?', 'vídeos curtos'], link: '/reels' },
  longVideo: { asks: ['Como envio um vídeo longo?', 'Fazer upload de vídeo'], link: '/upload-video' },
  brands: { asks: ['Como sigo uma marca?', 'Quero seguir MARCAS'], link: '/brands' },
  segments: { asks: ['Como sigo segmentos?', 'Quais categorias existem?', 'meus interesses'], link: '/segments' },
  explore: { asks: ['O que está em alta?', 'Como funciona o Explorar?', 'tendências'], link: '/explore' },
  withdrawal: {
    asks: ['Como faço um saque?', 'quero sacar meu saldo', 'Como sacar pelo Pix?', 'ver meu extrato'],
    link: '/settings/financial',
  },
  myStore: {
    asks: ['Como monto minha loja?', 'Quero vender meus produtos', 'cadastrar produto'],
    link: '/settings/store',
  },
  cart: { asks: ['Onde está o carrinho?', 'Como finalizar compra', 'checkout'], link: '/checkout' },
  pix: { asks: ['Posso pagar com Pix?', 'Quais formas de pagamento?', 'aceita cartão de crédito?'], link: '/checkout' },
  store: { asks: ['Onde compro produtos?', 'Como funciona a loja?', 'Quero comprar um presente'], link: '/store' },
  ads: {
    asks: ['Como criar um anúncio?', 'Quero impulsionar meu post', 'Como funciona a campanha?'],
    link: '/advertise',
  },
  privacy: {
    asks: [
      'Como deixo minha conta privada?',
      'Privacidade',
      'Quem pode comentar nos meus posts?',
      'ocultar contadores',
    ],
    link: '/settings/privacy',
  },
  password: { asks: ['Como troco minha senha?', 'ESQUECI A SENHA', 'alterar senha'], link: '/settings/security' },
  security: {
    asks: ['Como ativo a autenticação de dois fatores?', 'Segurança da conta', '2FA', 'ver sessões ativas'],
    link: '/settings/security',
  },
  myData: { asks: ['Como excluir minha conta?', 'Quero baixar meus dados', 'LGPD'], link: '/settings/security' },
  profile: { asks: ['Como edito meu perfil?', 'trocar foto de perfil', 'mudar minha bio'], link: '/settings/profile' },
  theme: { asks: ['Como mudo o tema?', 'Tem modo escuro?', 'mudar as cores do fundo'], link: '/settings/appearance' },
  notifications: {
    asks: ['Como desligo as notificações?', 'Não quero receber avisos'],
    link: '/settings/notifications',
  },
  interactions: { asks: ['Como curtir um post?', 'Onde ficam os salvos?', 'Como repostar?', 'comentar'], link: '/' },
  referral: { asks: ['Onde está meu código de indicação?', 'Como convidar amigos?'], link: '/profile' },
  bot: { asks: ['Quem é o BrandBot?', 'Como desligar o assistente?'] },
  logout: { asks: ['Como saio da conta?', 'logout'], link: '/settings' },
};

describe('normalizeText', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizeText('  Você JÁ sacou?! Ação, Pix… ')).toBe('voce ja sacou acao pix');
    expect(normalizeText('Segurança & Privacidade')).toBe('seguranca privacidade');
  });
});

describe('the rules table', () => {
  it('has one rule per topic, keywords written already normalised, and every chip a known topic', () => {
    const topics = assistantRules.map((r) => r.topic);
    expect(new Set(topics).size).toBe(topics.length);
    expect([...topics].sort()).toEqual(Object.keys(questions).sort());
    for (const rule of assistantRules) {
      for (const k of rule.keywords) expect(normalizeText(k), `${rule.topic}: ${k}`).toBe(k);
      for (const chip of rule.chips) expect(topics).toContain(chip);
      expect(ptBR.brandBot.answers[rule.topic].length).toBeGreaterThan(10);
    }
  });

  it('leads every chip label back to its own topic', () => {
    for (const topic of Object.keys(ptBR.brandBot.chips) as (keyof typeof ptBR.brandBot.chips)[]) {
      expect(answerFor(ptBR.brandBot.chips[topic]).topic, ptBR.brandBot.chips[topic]).toBe(topic);
    }
  });
});

describe.each(Object.entries(questions))('the %s rule', (topic, { asks, link }) => {
  it('answers its questions in pt-BR with quick replies and the right page', () => {
    for (const ask of asks) {
      const reply = answerFor(ask);
      expect(reply.topic, ask).toBe(topic);
      expect(reply.text).toBe(ptBR.brandBot.answers[topic as TopicId]);
      expect(reply.chips.length).toBeGreaterThan(0);
      expect(reply.link?.to).toBe(link);
      // Accents and capitals never change the answer.
      expect(answerFor(normalizeText(ask).toUpperCase()).topic).toBe(topic);
    }
  });
});

describe('the fallback', () => {
  it('suggests topics when nothing matches', () => {
    for (const ask of ['xyzzy', '', '???', 'qual a capital da Mongólia']) {
      const reply = answerFor(ask);
      expect(reply.topic).toBe('fallback');
      expect(reply.text).toBe(ptBR.brandBot.answers.fallback);
      expect(reply.link).toBeUndefined();
      expect(reply.chips.map((c) => c.topic)).toEqual(['post', 'store', 'withdrawal', 'ads', 'security']);
    }
  });
});

describe('timings and nudges', () => {
  it('uses the spec timings', () => {
    expect(ASSISTANT_TIMINGS).toEqual({
      replyDelay: 1000,
      authAutoOpen: 2000,
      authAutoClose: 5000,
      bubble: 7000,
      nudgeInterval: 1_800_000,
    });
  });

  it('takes turns through the tips', () => {
    const n = ptBR.brandBot.nudges.length;
    expect(nudgeAt(0)).toBe(ptBR.brandBot.nudges[0]);
    expect(nudgeAt(n)).toBe(ptBR.brandBot.nudges[0]);
    expect(nudgeAt(n + 1)).toBe(ptBR.brandBot.nudges[1]);
  });
});
