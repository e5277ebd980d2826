import { ptBR } from './i18n/pt-BR';

const b = ptBR.brandBot;

/** Timings of spec sections 4 and 9, in milliseconds. */
export const ASSISTANT_TIMINGS = {
  replyDelay: 1000,
  authAutoOpen: 2000,
  authAutoClose: 5000,
  bubble: 7000,
  nudgeInterval: 30 * 60 * 1000,
} as const;

export type TopicId = keyof typeof b.answers;

export interface AssistantRule {
  topic: Exclude<TopicId, 'fallback'>;
  /** Words or phrases, already without accents and in lower case; a word of 4+ letters also matches its longer forms. */
  keywords: readonly string[];
  /** The page the answer points to. */
  link?: { to: string; label: string };
  /** Quick replies offered with the answer: each is a topic whose chip text leads to it. */
  chips: readonly Exclude<TopicId, 'fallback'>[];
}

const l = b.links;

/**
 * WARNING: this table is the whole of BrandBot's knowledge. Order breaks ties between equally
 * good matches (ads and interactions before posting, withdrawals before Pix, the personal store
 * before the brand store).
 */
export const assistantRules: readonly AssistantRule[] = [
  {
    topic: 'greeting',
    keywords: ['oi', 'ola', 'bom dia', 'boa tarde', 'boa noite', 'e ai', 'hey', 'hello', 'eai'],
    chips: ['post', 'store', 'ads'],
  },
  {
    topic: 'thanks',
    keywords: ['obrigado', 'obrigada', 'valeu', 'agradeco', 'brigado', 'thanks'],
    chips: ['post', 'security'],
  },
  {
    topic: 'ads',
    keywords: ['anuncio', 'anunciar', 'campanha', 'impulsionar', 'patrocinar', 'publicidade', 'alcance', 'divulgar'],
    link: { to: '/advertise', label: l.advertise },
    chips: ['post', 'withdrawal'],
  },
  {
    topic: 'interactions',
    keywords: [
      'curtir',
      'curtida',
      'like',
      'salvar',
      'salvos',
      'compartilhar',
      'repostar',
      'repost',
      'comentar',
      'comentario',
    ],
    link: { to: '/', label: l.feed },
    chips: ['post', 'story'],
  },
  {
    topic: 'post',
    keywords: ['post', 'postar', 'publicar', 'publicacao', 'criar post', 'foto', 'imagem', 'feed'],
    link: { to: '/create', label: l.create },
    chips: ['story', 'reels', 'ads'],
  },
  {
    topic: 'story',
    keywords: ['story', 'stories', 'storie', 'historia', 'destaque', 'destaques'],
    link: { to: '/', label: l.feed },
    chips: ['post', 'reels'],
  },
  {
    topic: 'reels',
    keywords: ['reel', 'reels', 'video curto', 'videos curtos'],
    link: { to: '/reels', label: l.reels },
    chips: ['longVideo', 'post'],
  },
  {
    topic: 'longVideo',
    keywords: ['video longo', 'videos longos', 'enviar video', 'upload', 'video'],
    link: { to: '/upload-video', label: l.uploadVideo },
    chips: ['reels', 'post'],
  },
  {
    topic: 'brands',
    keywords: ['marca', 'marcas', 'seguir marca', 'seguir marcas', 'seguir'],
    link: { to: '/brands', label: l.brands },
    chips: ['segments', 'explore'],
  },
  {
    topic: 'segments',
    keywords: ['segmento', 'segmentos', 'categoria', 'interesse', 'interesses', 'nicho'],
    link: { to: '/segments', label: l.segments },
    chips: ['brands', 'explore'],
  },
  {
    topic: 'explore',
    keywords: ['explorar', 'tendencia', 'em alta', 'descobrir', 'populares', 'trending'],
    link: { to: '/explore', label: l.explore },
    chips: ['brands', 'segments'],
  },
  {
    topic: 'withdrawal',
    keywords: [
      'saque',
      'sacar',
      'saldo',
      'retirar',
      'transferir',
      'dinheiro',
      'carteira',
      'financeiro',
      'extrato',
      'dados bancarios',
    ],
    link: { to: '/settings/financial', label: l.financial },
    chips: ['myStore', 'pix'],
  },
  {
    topic: 'myStore',
    keywords: [
      'minha loja',
      'loja pessoal',
      'vender',
      'venda',
      'meus produtos',
      'cadastrar produto',
      'anunciar produto',
    ],
    link: { to: '/settings/store', label: l.myStore },
    chips: ['withdrawal', 'store'],
  },
  {
    topic: 'cart',
    keywords: ['carrinho', 'checkout', 'finalizar compra', 'sacola', 'estoque'],
    link: { to: '/checkout', label: l.checkout },
    chips: ['pix', 'store'],
  },
  {
    topic: 'pix',
    keywords: ['pix', 'pagamento', 'pagar', 'cartao', 'credito', 'forma de pagamento'],
    link: { to: '/checkout', label: l.checkout },
    chips: ['cart', 'withdrawal'],
  },
  {
    topic: 'store',
    keywords: ['loja', 'comprar', 'compra', 'produto', 'produtos', 'pedido', 'frete'],
    link: { to: '/store', label: l.store },
    chips: ['cart', 'pix', 'myStore'],
  },
  {
    topic: 'privacy',
    keywords: [
      'privacidade',
      'privada',
      'privado',
      'conta privada',
      'quem ve',
      'quem pode comentar',
      'esconder',
      'ocultar',
      'contadores',
    ],
    link: { to: '/settings/privacy', label: l.privacy },
    chips: ['security', 'notifications'],
  },
  {
    topic: 'password',
    keywords: ['senha', 'trocar senha', 'mudar senha', 'alterar senha', 'esqueci'],
    link: { to: '/settings/security', label: l.security },
    chips: ['security', 'privacy'],
  },
  {
    topic: 'security',
    keywords: [
      'seguranca',
      'dois fatores',
      '2fa',
      'autenticacao',
      'autenticador',
      'sessao',
      'sessoes',
      'hackeada',
      'invadida',
      'codigo de recuperacao',
    ],
    link: { to: '/settings/security', label: l.security },
    chips: ['password', 'privacy'],
  },
  {
    topic: 'myData',
    keywords: [
      'excluir conta',
      'apagar conta',
      'deletar conta',
      'excluir minha conta',
      'meus dados',
      'lgpd',
      'baixar dados',
      'exportar',
    ],
    link: { to: '/settings/security', label: l.security },
    chips: ['privacy', 'security'],
  },
  {
    topic: 'profile',
    keywords: ['perfil', 'editar perfil', 'bio', 'foto de perfil', 'avatar', 'site', 'telefone', 'insights'],
    link: { to: '/settings/profile', label: l.profileSettings },
    chips: ['theme', 'privacy'],
  },
  {
    topic: 'theme',
    keywords: ['tema', 'cores', 'cor', 'aparencia', 'modo escuro', 'escuro', 'fundo'],
    link: { to: '/settings/appearance', label: l.appearance },
    chips: ['profile', 'notifications'],
  },
  {
    topic: 'notifications',
    keywords: ['notificacao', 'notificacoes', 'aviso', 'avisos', 'alerta', 'alertas'],
    link: { to: '/settings/notifications', label: l.notificationSettings },
    chips: ['privacy', 'theme'],
  },
  {
    topic: 'referral',
    keywords: ['indicacao', 'indicar', 'convidar', 'convite', 'codigo de indicacao', 'amigo', 'amigos'],
    link: { to: '/profile', label: l.profile },
    chips: ['profile', 'brands'],
  },
  {
    topic: 'bot',
    keywords: ['bot', 'brandbot', 'assistente', 'desligar', 'desativar', 'bot online'],
    chips: ['post', 'store'],
  },
  {
    topic: 'logout',
    keywords: ['sair', 'saio', 'logout', 'deslogar', 'desconectar'],
    link: { to: '/settings', label: l.settings },
    chips: ['security', 'password'],
  },
];

/** Lower case, no accents, words separated by single spaces: 'Você já SACOU?' → 'voce ja sacou'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function wordMatches(keywordWord: string, word: string): boolean {
  return keywordWord === word || (keywordWord.length >= 4 && word.startsWith(keywordWord));
}

/** How many words of `keyword` appear in a row in `words`: a phrase counts more than a single word. */
function keywordScore(keyword: string, words: string[]): number {
  const parts = keyword.split(' ');
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((part, j) => wordMatches(part, words[i + j]!))) return parts.length;
  }
  return 0;
}

export interface AssistantReply {
  topic: TopicId;
  text: string;
  link?: { to: string; label: string };
  chips: { topic: TopicId; label: string }[];
}

const fallbackChips = ['post', 'store', 'withdrawal', 'ads', 'security'] as const;

function reply(topic: TopicId, link: AssistantRule['link'], chips: readonly TopicId[]): AssistantReply {
  return {
    topic,
    text: b.answers[topic],
    ...(link ? { link } : {}),
    chips: chips.map((t) => ({ topic: t, label: b.chips[t as keyof typeof b.chips] })),
  };
}

/** The rule that best matches a message, or the fallback that suggests topics. */
export function answerFor(message: string): AssistantReply {
  const words = normalizeText(message).split(' ').filter(Boolean);
  let best: AssistantRule | undefined;
  let bestScore = 0;
  for (const rule of assistantRules) {
    let score = 0;
    for (const keyword of rule.keywords) score += keywordScore(keyword, words);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  if (!best) return reply('fallback', undefined, fallbackChips);
  return reply(best.topic, best.link, best.chips);
}

/** The proactive tips, one every 30 minutes, taking turns. */
export function nudgeAt(index: number): string {
  const tips = b.nudges;
  return tips[((index % tips.length) + tips.length) % tips.length]!;
}
