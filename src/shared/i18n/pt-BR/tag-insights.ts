/** What product tags sold, in the studio's insights and the personal store, and where tagged content shows (decision 030). */
export const tagInsightsArea = {
  tagInsights: {
    title: 'Vendas pelas marcações',
    description: 'Toques nas marcações de produto, adições ao carrinho e vendas pagas que cada publicação trouxe.',
    products: 'Produtos marcados',
    productsDescription: 'Os mesmos números por produto, somando todas as publicações que o marcam.',
    content: 'Publicação',
    product: 'Produto',
    taps: 'Toques',
    cartAdds: 'Carrinho',
    orders: 'Pedidos',
    units: 'Unidades',
    revenue: 'Receita',
    sortBy: (column: string) => `Ordenar por ${column}`,
    removed: 'Publicação removida',
    removedProduct: 'Produto removido',
    empty: 'Nenhuma marcação de produto foi tocada neste período.',
    emptyHint: 'Marque produtos da loja nas publicações para ver aqui o que elas vendem.',
    csvTaps: 'Toques nas marcações',
    csvCartAdds: 'Adições ao carrinho',
  },
  shopTagTaps: {
    taps: (n: number) =>
      n === 0 ? 'Nenhum toque nas marcações' : n === 1 ? '1 toque nas marcações' : `${n} toques nas marcações`,
    note: 'Toques: quantas vezes alguém abriu o produto a partir de uma publicação que o marca. A loja pessoal não tem carrinho nem checkout, então aqui não há vendas para contar.',
  },
  shoppableRow: {
    title: 'Compre pelo feed',
    description: 'Publicações com produtos marcados',
    open: (kind: string, title: string) => `Abrir ${kind} com ${title}`,
  },
  seenIn: {
    title: 'Visto em',
    open: (kind: string, author: string) => `Abrir ${kind} de ${author}`,
  },
  taggedKinds: { post: 'post', reel: 'reel', story: 'story', video: 'vídeo' },
} as const;
