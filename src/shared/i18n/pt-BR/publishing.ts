/** Publishing as a brand ('Publicar como') and the brand's public page. */
export const publishingArea = {
  publishAs: {
    label: 'Publicar como',
    me: 'Você',
    hint: 'Escolha se publica com o seu perfil ou como uma marca da sua equipe.',
    forbidden: 'Só editores e donos da marca podem publicar como ela.',
    suspended: 'Esta marca está suspensa e não pode publicar.',
  },
  brandPage: {
    tabs: 'Conteúdo da marca',
    posts: 'Posts',
    reels: 'Reels',
    videos: 'Vídeos',
    products: 'Produtos',
    noVideos: 'Esta marca ainda não publicou vídeos.',
    websiteOf: (name: string) => `Site de ${name}`,
  },
} as const;
