/** Who may comment on an item, hidden comments, and the limits on new accounts and repeated comments. */
export const repliesArea = {
  replies: {
    label: 'Quem pode comentar',
    hint: 'Você pode mudar isso depois no menu da publicação.',
    everyone: 'Todos',
    following: 'Pessoas que sigo',
    nobody: 'Ninguém',
    change: 'Quem pode comentar',
    changed: 'Pronto: quem pode comentar foi alterado.',
    cancel: 'Cancelar',
    save: 'Salvar',
    changeFailed: 'Não foi possível alterar quem pode comentar.',
    hideFailed: 'Não foi possível ocultar o comentário.',
    invalid: 'Escolha quem pode comentar: Todos, Pessoas que sigo ou Ninguém.',
    brandFollowing: 'Para uma marca, escolha Todos ou Ninguém.',
    limited: 'O autor limitou quem pode comentar nesta publicação.',
    closed: 'Os comentários desta publicação estão desativados.',
    onlyFollowed: 'Só pessoas que o autor segue podem comentar nesta publicação.',
    hide: 'Ocultar comentário',
    unhide: 'Reexibir',
    hiddenDone: 'Comentário ocultado. Só você e quem escreveu continuam vendo.',
    unhiddenDone: 'Comentário reexibido.',
    hiddenTitle: (n: number) => `Comentários ocultos (${n})`,
    commentMenu: 'Opções do comentário',
    hiddenLoadFailed: 'Não foi possível carregar os comentários ocultos.',
  },
  newAccount: {
    /** `what` is the plural of what is limited ('comentários'), `wait` the time left ('12 minutos'). */
    limited: (what: string, wait: string) =>
      `Contas novas têm um limite de ${what} por hora. Tente novamente em ${wait}.`,
    post: 'publicações',
    comment: 'comentários',
    follow: 'novas conexões',
    mention: 'menções',
    repeated: 'Você já enviou este comentário.',
  },
} as const;
