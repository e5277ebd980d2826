import { ptBR } from './i18n/pt-BR';

const b = ptBR.brandBot;

export type TopicId = keyof typeof b.answers;

export interface AssistantRule {
  topic: Exclude<TopicId, 'fallback'>;
  /** Words or phrases, already without accents and in lower case; see `phraseScore` for how they match. */
  keywords: readonly string[];
  /** The page the answer points to. */
  link?: { to: string; label: string };
  /** Quick replies offered with the answer: each is a topic whose chip text leads to it. */
  chips: readonly Exclude<TopicId, 'fallback'>[];
}

const l = b.links;

/** The pages the answers point to, by their link's name. */
const pages = {
  advertise: '/advertise',
  feed: '/',
  create: '/create',
  reels: '/reels',
  uploadVideo: '/upload-video',
  brands: '/brands',
  segments: '/segments',
  explore: '/explore',
  financial: '/settings/financial',
  myStore: '/settings/store',
  checkout: '/checkout',
  store: '/store',
  privacy: '/settings/privacy',
  security: '/settings/security',
  profileSettings: '/settings/profile',
  appearance: '/settings/appearance',
  notificationSettings: '/settings/notifications',
  profile: '/profile',
  settings: '/settings',
} as const satisfies Partial<Record<keyof typeof l, string>>;

type Topic = AssistantRule['topic'];

/** One topic: the page its answer points to (if any), its quick replies, and its keywords, comma-separated. */
function rule(topic: Topic, page: keyof typeof pages | null, chips: readonly Topic[], keywords: string): AssistantRule {
  const words = keywords.split(', ');
  return page
    ? { topic, keywords: words, link: { to: pages[page], label: l[page] }, chips }
    : { topic, keywords: words, chips };
}

/**
 * WARNING: this table is BrandBot's knowledge of the app (orders, delivery and returns are answered
 * from data: assistant-intents.ts). Order breaks ties between equally
 * good matches (ads and interactions before posting, withdrawals before Pix, the personal store
 * before the brand store).
 */
export const assistantRules: readonly AssistantRule[] = [
  rule('greeting', null, ['post', 'store', 'ads'], 'oi, ola, bom dia, boa tarde, boa noite, e ai, hey, hello, eai'),
  rule('thanks', null, ['post', 'security'], 'obrigado, obrigada, valeu, agradeco, brigado, thanks'),
  rule(
    'ads',
    'advertise',
    ['post', 'withdrawal'],
    'anuncio, anunciar, campanha, impulsionar, patrocinar, publicidade, alcance, divulgar',
  ),
  rule(
    'interactions',
    'feed',
    ['post', 'story'],
    'curtir, curtida, like, salvar, salvos, compartilhar, repostar, repost, comentar, comentario',
  ),
  rule(
    'post',
    'create',
    ['story', 'reels', 'ads'],
    'post, postar, publicar, publicacao, criar post, foto, imagem, feed',
  ),
  rule('story', 'feed', ['post', 'reels'], 'story, stories, storie, historia, destaque, destaques'),
  rule('reels', 'reels', ['longVideo', 'post'], 'reel, reels, video curto, videos curtos'),
  rule('longVideo', 'uploadVideo', ['reels', 'post'], 'video longo, videos longos, enviar video, upload, video'),
  rule('brands', 'brands', ['segments', 'explore'], 'marca, marcas, seguir marca, seguir marcas, seguir'),
  rule('segments', 'segments', ['brands', 'explore'], 'segmento, segmentos, categoria, interesse, interesses, nicho'),
  rule('explore', 'explore', ['brands', 'segments'], 'explorar, tendencia, em alta, descobrir, populares, trending'),
  rule(
    'withdrawal',
    'financial',
    ['myStore', 'pix'],
    'saque, sacar, saldo, retirar, transferir, dinheiro, carteira, financeiro, extrato, dados bancarios',
  ),
  rule(
    'myStore',
    'myStore',
    ['withdrawal', 'store'],
    'minha loja, loja pessoal, vender, venda, meus produtos, cadastrar produto, anunciar produto',
  ),
  rule('cart', 'checkout', ['pix', 'store'], 'carrinho, checkout, finalizar compra, sacola, estoque'),
  rule('pix', 'checkout', ['cart', 'withdrawal'], 'pix, pagamento, pagar, cartao, credito, forma de pagamento'),
  rule('store', 'store', ['cart', 'pix', 'myStore'], 'loja, comprar, compra, produto, produtos'),
  rule(
    'privacy',
    'privacy',
    ['security', 'notifications'],
    'privacidade, privada, privado, conta privada, quem ve, quem pode comentar, esconder, ocultar, contadores',
  ),
  rule('password', 'security', ['security', 'privacy'], 'senha, trocar senha, mudar senha, alterar senha, esqueci'),
  rule(
    'security',
    'security',
    ['password', 'privacy'],
    'seguranca, dois fatores, 2fa, autenticacao, autenticador, sessao, sessoes, hackeada, invadida, codigo de recuperacao',
  ),
  rule(
    'myData',
    'security',
    ['privacy', 'security'],
    'excluir conta, apagar conta, deletar conta, excluir minha conta, meus dados, lgpd, baixar dados, exportar',
  ),
  rule(
    'profile',
    'profileSettings',
    ['theme', 'privacy'],
    'perfil, editar perfil, bio, foto de perfil, avatar, site, telefone, insights',
  ),
  rule('theme', 'appearance', ['profile', 'notifications'], 'tema, cores, cor, aparencia, modo escuro, escuro, fundo'),
  rule(
    'notifications',
    'notificationSettings',
    ['privacy', 'theme'],
    'notificacao, notificacoes, aviso, avisos, alerta, alertas',
  ),
  rule(
    'referral',
    'profile',
    ['profile', 'brands'],
    'indicacao, indicar, convidar, convite, codigo de indicacao, amigo, amigos',
  ),
  rule('bot', null, ['post', 'store'], 'bot, brandbot, assistente, desligar, desativar, bot online'),
  rule('logout', 'settings', ['security', 'password'], 'sair, saio, logout, deslogar, desconectar'),
];
