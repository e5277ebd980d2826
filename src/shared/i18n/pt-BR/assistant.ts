/** What BrandBot answers from the member's data: orders, delivery, returns. */
export const assistantArea = {
  assistantStore: {
    chips: { orders: 'Rastrear pedido', delivery: 'Prazo de entrega', returns: 'Trocas e devoluções' },
    ordersIntro: (n: number) =>
      n === 1 ? 'Este é o seu pedido mais recente:' : `Estes são os seus ${n} pedidos mais recentes:`,
    orderLine: (number: string, status: string, date: string) => `Pedido #${number} · ${status} · feito em ${date}`,
    itemLine: (quantity: number, title: string, variant: string | null) =>
      `${quantity}× ${title}${variant ? ` (${variant})` : ''}`,
    moreItems: (n: number) => (n === 1 ? 'e mais 1 item' : `e mais ${n} itens`),
    payUntil: (time: string) => `Pague até ${time} para garantir os itens.`,
    noOrders: 'Você ainda não tem pedidos.',
    noOrdersHint: 'Quando comprar na Loja, eu mostro aqui a situação de cada pedido.',
    ordersLink: 'Ver meus pedidos',
    storeLink: 'Abrir a Loja',
    anonymousOrders: 'Entre na sua conta e me pergunte de novo: eu mostro a situação de cada um dos seus pedidos.',
    anonymousDelivery:
      'Na Loja o frete PAC é grátis em compras a partir de R$ 50,00. Entre na sua conta e me pergunte de novo para saber prazos de envio e acompanhar seus pedidos.',
    anonymousReturns: 'Entre na sua conta e me pergunte de novo para saber como trocar ou devolver uma compra.',
    delivery: (
      freePacFrom: string,
      pac: { min: number; max: number },
      sedex: { min: number; max: number },
      days: number,
      holdMinutes: number,
      pixMinutes: number,
    ) =>
      `Frete: PAC grátis em compras a partir de ${freePacFrom}; abaixo disso, e no SEDEX, o valor sai pelo CEP no checkout. Depois que o pagamento é confirmado, enviamos em até ${days} dias úteis, e a entrega leva de ${pac.min} a ${pac.max} dias úteis pelo PAC ou de ${sedex.min} a ${sedex.max} pelo SEDEX, conforme a região. Um pedido aguardando pagamento reserva os itens por ${holdMinutes} minutos; no Pix, o código vale ${pixMinutes} minutos.`,
    returns: (holdMinutes: number, days: number) =>
      `Um pedido aguardando pagamento não precisa ser cancelado: se não for pago em ${holdMinutes} minutos, ele expira sozinho, os itens voltam para a loja e nada é cobrado. Se já pagou, você pode desistir da compra em até ${days} dias depois de receber (direito de arrependimento do Código de Defesa do Consumidor); tenha em mãos o número do pedido, que aparece em Meus pedidos.`,
    unavailable: 'Não consegui consultar seus pedidos agora. Tente de novo em instantes ou abra Meus pedidos.',
    messageRequired: 'Escreva sua dúvida.',
    messageTooLong: (max: number) => `A mensagem pode ter no máximo ${max} caracteres.`,
  },
} as const;
