/** Blocks, mutes and hidden words: what a member controls about who reaches them. */
export const safetyArea = {
  safety: {
    blockSelf: 'Você não pode bloquear a si mesmo.',
    muteSelf: 'Você não pode silenciar a si mesmo.',
    blocked: 'Você não pode interagir com esta conta.',
    blockedComment: 'Você não pode comentar nesta publicação.',
    memberNotFound: 'Membro não encontrado.',
    brandNotFound: 'Marca não encontrada.',
    wordEmpty: 'Digite uma palavra ou expressão.',
    wordTooLong: 'A palavra pode ter até 40 caracteres.',
    tooManyWords: 'Você pode ocultar até 100 palavras.',
    wordNotFound: 'Esta palavra não está na sua lista.',
  },
} as const;
