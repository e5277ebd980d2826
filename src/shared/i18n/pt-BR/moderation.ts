/** Reports, the moderation of content and accounts, and appeals: the member's side and the console's. */

/** Why a member reports something, in the order the report dialog lists them. */
const reasons = {
  spam: 'Spam',
  golpe: 'Golpe ou fraude (inclui golpe Pix)',
  produto_falso: 'Produto falso ou enganoso',
  odio: 'Discurso de ódio',
  assedio: 'Assédio',
  violencia: 'Violência',
  nudez: 'Nudez ou conteúdo sexual',
  menores: 'Conteúdo envolvendo menores',
  direitos_autorais: 'Violação de direitos autorais',
  outro: 'Outro',
} as const;

/** What was reported, as a noun ('Denúncia de uma publicação'). */
const kinds = {
  post: 'publicação',
  comment: 'comentário',
  reel_comment: 'comentário de reel',
  story: 'história',
  reel: 'reel',
  video: 'vídeo',
  shop_product: 'produto da loja',
  member: 'perfil',
  brand: 'marca',
} as const;

/** Which kinds are feminine nouns, for the participles of the notices. */
const feminine = { post: true, story: true, brand: true } as Partial<Record<keyof typeof kinds, true>>;
const article = (kind: keyof typeof kinds, forms: [string, string]) => (feminine[kind] ? forms[0] : forms[1]);
const yours = (kind: keyof typeof kinds) => `${article(kind, ['Sua', 'Seu'])} ${kinds[kind]}`;

const statuses = { open: 'Em análise', dismissed: 'Analisada: nenhuma violação', actioned: 'Medida tomada' } as const;

export const moderationArea = {
  moderation: {
    reasons,
    kinds,
    statuses,
    /** A report's target as 'Minhas denúncias' names it: 'Publicação de Ana'. */
    targetLabel: (kind: keyof typeof kinds, name: string | null) => {
      const noun = kinds[kind];
      const cap = noun.charAt(0).toUpperCase() + noun.slice(1);
      if (kind === 'member' || kind === 'brand') return name ?? cap;
      return name ? `${cap} de ${name}` : cap;
    },
    /** The outcome the reporter reads: what was done about what they reported. */
    outcomes: {
      dismiss: 'Analisamos sua denúncia e não encontramos violação das regras.',
      hide: 'Analisamos sua denúncia e o conteúdo foi ocultado.',
      remove: 'Analisamos sua denúncia e o conteúdo foi removido.',
      warn: 'Analisamos sua denúncia e o autor foi advertido.',
      suspend: 'Analisamos sua denúncia e a conta do autor foi suspensa.',
      restore: 'Analisamos sua denúncia e o conteúdo foi mantido.',
    },
    holdStates: { hidden: 'Ocultado pela moderação', removed: 'Removido pela moderação' },
    textRequired: 'Conte o que aconteceu (obrigatório para "Outro").',
    textTooLong: (max: number) => `Use até ${max} caracteres.`,
    appealTextRequired: 'Escreva por que o conteúdo deveria voltar.',
    reasonRequired: 'Escreva o motivo, que será enviado ao autor.',
    daysInvalid: 'Informe de 1 a 365 dias, ou suspenda por tempo indeterminado.',
  },
  moderationNotices: {
    /** To the author of what was held, warned or suspended: written whole in the notification's text. */
    hidden: (kind: keyof typeof kinds, reason: string) =>
      `${yours(kind)} foi ${article(kind, ['ocultada', 'ocultado'])} pela moderação. Motivo: ${reason}`,
    removed: (kind: keyof typeof kinds, reason: string) =>
      `${yours(kind)} foi ${article(kind, ['removida', 'removido'])} pela moderação. Motivo: ${reason}`,
    restored: (kind: keyof typeof kinds) => `${yours(kind)} voltou a ficar visível após análise.`,
    appealRejected: (kind: keyof typeof kinds) =>
      `Analisamos seu recurso: ${yours(kind).toLowerCase()} continua indisponível.`,
    warned: (reason: string) => `Você recebeu uma advertência da moderação. Motivo: ${reason}`,
    suspendedUntil: (date: string, reason: string) => `Sua conta foi suspensa até ${date}. Motivo: ${reason}`,
    suspendedForGood: (reason: string) => `Sua conta foi suspensa por tempo indeterminado. Motivo: ${reason}`,
    /** To a reporter: 'Sua denúncia sobre uma publicação foi analisada. …'. */
    reportResolved: (kind: keyof typeof kinds, outcome: string) =>
      `Sua denúncia sobre ${article(kind, ['uma', 'um'])} ${kinds[kind]} foi analisada. ${outcome}`,
  },
  moderationErrors: {
    cannotReportSelf: 'Você não pode denunciar a si mesmo nem o seu próprio conteúdo.',
    appealExists: 'Você já enviou um recurso para este conteúdo.',
    notHeld: 'Este conteúdo não foi ocultado nem removido.',
    actionNotApplicable: 'Esta ação não se aplica a este item.',
    nothingToResolve: 'Não há denúncias nem recursos pendentes para este item.',
  },
} as const;
