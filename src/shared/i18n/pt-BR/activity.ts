/** Notifications, and the hashtag and mention links of texts. */

/** What one or more people did, by notification type: the singular and the plural verb. */
const verbs = {
  like: { one: 'curtiu sua publicação', many: 'curtiram sua publicação' },
  comment: { one: 'comentou na sua publicação', many: 'comentaram na sua publicação' },
  follow: { one: 'começou a seguir você', many: 'começaram a seguir você' },
  mention: { one: 'mencionou você', many: 'mencionaram você' },
  invitation: { one: 'convidou você para a equipe de uma marca', many: 'convidaram você para a equipe de uma marca' },
  // An order's notification says it all in its text (shared/notification-text.ts).
  order: { one: '', many: '' },
  // So do a report's outcome and a moderation notice.
  report: { one: '', many: '' },
  moderation: { one: '', many: '' },
  // And a video that could not be processed.
  media: { one: '', many: '' },
} as const;

export const activity = {
  notificationsPage: {
    title: 'Notificações',
    markAllRead: 'Marcar todas como lidas',
    allRead: 'Tudo lido',
    empty: 'Nenhuma notificação ainda.',
    emptyDescription: 'Quando alguém curtir, comentar, seguir ou mencionar você, aparece aqui.',
    unread: 'Não lida',
    unreadCount: (n: number) => (n === 0 ? 'Nenhuma não lida' : n === 1 ? '1 não lida' : `${n} não lidas`),
    verbs,
    /** After the latest actor's name: nobody else, one more person, or `n` (already formatted) more. */
    others: (n: number, formatted: string) =>
      n <= 0 ? '' : n === 1 ? ' e outra pessoa' : ` e outras ${formatted} pessoas`,
    followBack: 'Seguir de volta',
    following: 'Seguindo',
    requested: 'Solicitado',
    thumbnailAlt: 'Miniatura da publicação',
    loadError: 'Não foi possível carregar as notificações.',
  },
  tags: {
    title: (tag: string) => `#${tag}`,
    description: 'Publicações e reels com esta hashtag.',
    recent: 'Recentes',
    top: 'Populares',
    sortLabel: 'Ordenar por',
    empty: 'Nada com esta hashtag ainda.',
    emptyDescription: 'Use a hashtag numa publicação ou num reel e ela aparece aqui.',
    invalid: 'Hashtag inválida: use letras, números ou _ (até 50 caracteres).',
    invalidTitle: 'Hashtag inválida',
    invalidHint: 'Uma hashtag tem letras, números ou _ (até 50 caracteres).',
    invalidSort: 'Ordem desconhecida: use Recentes ou Populares.',
    mentionInvalid: 'Informe o nome mencionado.',
    loadError: 'Não foi possível carregar esta hashtag.',
    backToFeed: 'Voltar ao início',
  },
} as const;
