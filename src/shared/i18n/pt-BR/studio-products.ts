/** The brand studio's products: the list, the editor and what the server refuses. */
export const studioProductsArea = {
  studioProductErrors: {
    titleRequired: 'Dê um título ao produto.',
    variantsRequired: 'O produto precisa de pelo menos uma variante.',
    priceInvalid: 'Informe um preço como 59,90.',
    pricePositive: 'O preço precisa ser maior que zero.',
    priceTooHigh: 'O preço pode ser no máximo R$ 1.000.000,00.',
    saleNotLower: 'O preço promocional precisa ser menor que o preço.',
    stockInvalid: 'Informe o estoque em unidades inteiras, de 0 a 1.000.000.',
    optionValueRequired: 'Preencha o valor de cada opção.',
    optionsMismatch: 'Cada variante precisa de um valor para cada opção.',
    optionRepeated: 'Cada opção precisa de um nome diferente.',
    variantRepeated: 'Duas variantes têm os mesmos valores de opção.',
    skuRepeated: 'Duas variantes têm o mesmo SKU.',
    skuTaken: 'Este SKU já é usado por outro produto.',
    unknownVariant: 'Uma das variantes não pertence a este produto.',
    unknownImage: 'Uma das fotos não pertence a este produto.',
    tooManyImages: (max: number) => `O produto pode ter no máximo ${max} fotos.`,
    descriptionTooLong: 'A descrição pode ter no máximo 20.000 caracteres.',
  },
} as const;
