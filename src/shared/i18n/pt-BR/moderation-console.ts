/** What the operator did, as the console's buttons name it. */
const actions = {
  dismiss: 'Dispensar',
  hide: 'Ocultar',
  remove: 'Remover',
  warn: 'Advertir o autor',
  suspend: 'Suspender o autor',
  restore: 'Restaurar',
} as const;

/**
 * The operator's moderation console (/admin/moderacao). Kept out of the `ptBR` object, which every
 * page loads, so that only the console's own lazily loaded chunk carries these words.
 */
export const moderationConsoleText = {
  tab: 'Moderação',
  title: 'Fila de moderação',
  description: 'Denúncias agrupadas pelo item denunciado: as urgentes primeiro, depois pela gravidade e pela espera.',
  empty: 'Nenhuma denúncia pendente',
  emptyDescription: 'Quando membros denunciarem conteúdo ou contas, as denúncias aparecem aqui.',
  loadError: 'Não foi possível carregar a fila de moderação.',
  urgent: 'Urgente',
  appeal: 'Recurso do autor',
  reports: (n: number) => (n === 1 ? '1 denúncia' : `${n} denúncias`),
  waiting: (age: string) => `Aguardando há ${age}`,
  /** How long something has waited, short: '5 min', '3 h', '2 dias'. */
  age: (ms: number) => {
    const minutes = Math.max(1, Math.floor(ms / 60_000));
    if (minutes < 60) return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `${hours} h`;
    const days = Math.floor(hours / 24);
    return days === 1 ? '1 dia' : `${days} dias`;
  },
  list: 'Itens denunciados',
  reasonsOf: 'Motivos das denúncias',
  suspendFor: (days: number | null) =>
    days === null ? 'por tempo indeterminado' : days === 1 ? 'por 1 dia' : `por ${days} dias`,
  actionHints: {
    dismiss: 'As denúncias são encerradas sem medida; os denunciantes são avisados.',
    hide: 'O conteúdo some para todos, menos para o autor, que é avisado do motivo e pode recorrer.',
    remove: 'O conteúdo some para todos, inclusive das listas do autor, que é avisado e pode recorrer.',
    warn: 'O autor recebe uma advertência com o motivo.',
    suspend: 'A conta do autor é suspensa e todas as sessões terminam.',
    restore: 'O conteúdo volta a aparecer para todos; o autor é avisado.',
  },
  previousActions: 'Medidas anteriores contra o autor',
  noPreviousActions: 'Nenhuma medida anterior contra o autor.',
  reportTexts: 'O que os denunciantes escreveram',
  contentGone: 'O conteúdo não existe mais.',
  open: 'Abrir',
  heldFor: (reason: string) => `Motivo da medida: ${reason}`,
  by: (name: string) => `por ${name}`,
  brand: (name: string) => `Marca: ${name}`,
  state: { hidden: 'Ocultado', removed: 'Removido' },
  actions,
  actionsOf: (kind: string) => `Ações sobre: ${kind}`,
  dialogTitle: (action: string) => `${action}?`,
  reasonLabel: 'Motivo (enviado ao autor)',
  reasonPlaceholder: 'Ex.: O conteúdo oferece um golpe com Pix.',
  daysLabel: 'Dias de suspensão',
  forGood: 'Por tempo indeterminado',
  confirm: 'Confirmar',
  done: 'Medida registrada',
  actionTaken: {
    dismiss: 'Denúncias dispensadas',
    hide: 'Conteúdo ocultado',
    remove: 'Conteúdo removido',
    warn: 'Autor advertido',
    suspend: 'Autor suspenso',
    restore: 'Conteúdo restaurado',
  },
  /** A past action in the group's history: 'Ocultado · 3 de mar.'. */
  pastAction: {
    dismiss: 'Dispensado',
    hide: 'Ocultado',
    remove: 'Removido',
    warn: 'Advertido',
    suspend: 'Suspenso',
    restore: 'Restaurado',
  },
} as const;
