/** The refusals around brands in the console (its panel's words are in admin-brands-text.ts). */
export const adminBrandsArea = {
  adminBrandErrors: {
    nameRequired: 'Informe o nome da marca.',
    nameTooLong: (max: number) => `O nome pode ter até ${max} caracteres.`,
    nameNeedsLetters: 'O nome precisa ter letras ou números.',
    categoryRequired: 'Informe a categoria da marca.',
    categoryTooLong: (max: number) => `A categoria pode ter até ${max} caracteres.`,
    segmentInvalid: 'Escolha um dos segmentos da rede.',
    bioTooLong: (max: number) => `A bio pode ter até ${max} caracteres.`,
    websiteInvalid: 'Informe um site que comece com http:// ou https://, como https://exemplo.com.br.',
    websiteTooLong: (max: number) => `O site pode ter até ${max} caracteres.`,
    brandSuspended: 'Esta marca está suspensa e não pode publicar.',
    idTaken: 'Outra marca com este nome acabou de ser criada. Tente de novo.',
    imageRequired: 'Escolha uma imagem para enviar.',
    imageInvalid: 'Envie uma imagem em JPEG, PNG, GIF ou WebP.',
  },
} as const;
