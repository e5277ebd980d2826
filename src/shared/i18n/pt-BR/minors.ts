/** Protection of minors (ECA Digital): the birth date at sign-up and the refusals around teenagers' accounts. */
export const minorsArea = {
  minors: {
    birthDate: 'Data de nascimento',
    birthDateHint: 'Usamos sua idade para proteger contas de adolescentes. Ela não aparece no seu perfil.',
    birthDateRequired: 'Informe sua data de nascimento.',
    birthDateInvalid: 'Informe uma data de nascimento válida.',
    birthDateFuture: 'A data de nascimento não pode estar no futuro.',
    birthDateTooOld: 'Confira a data de nascimento: ela é de mais de 120 anos atrás.',
    tooYoung: 'Você precisa ter pelo menos 13 anos para criar uma conta na BrandSocial.',
    commentsClosed: 'Os comentários deste conteúdo são só para pessoas que esta conta segue.',
  },
} as const;
