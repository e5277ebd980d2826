/** Orders as brands fulfil them: the studio's 'Pedidos', the buyer's delivery status, refunds. */
export const fulfilmentArea = {
  fulfilment: {
    statuses: { preparando: 'Preparando', enviado: 'Enviado', entregue: 'Entregue' },
    /** The buyer's line of one brand's part in 'Meus pedidos'. */
    sentWithCode: (code: string) => `Enviado — código de rastreio ${code}`,
    partOf: (brand: string) => `Entrega de ${brand}`,
    statusesLabel: 'Entrega',
    refunded: 'Pedido cancelado e valor reembolsado.',
    unknownFilter: 'Filtro desconhecido: use pagos, aguardando Pix ou cancelados.',
    unknownStatus: 'Etapa desconhecida: use enviado ou entregue.',
    trackingRequired: 'Informe o código de rastreio para marcar como enviado.',
    trackingInvalid: 'Código de rastreio inválido: use de 4 a 40 letras, números ou hífens.',
    notForward: 'Um pedido só avança: preparando, enviado e depois entregue.',
    notPaid: 'Só pedidos pagos podem ser preparados, enviados ou reembolsados.',
    alreadyRefunded: 'Este pedido já foi reembolsado.',
    otherBrands: 'Este pedido tem produtos de outras marcas: só a BrandSocial pode reembolsá-lo.',
    refundFailed: 'Não foi possível reembolsar agora. Tente de novo em instantes.',
  },
  /** The notification the buyer gets at each step. */
  orderNotification: {
    preparando: (brand: string, n: string) => `${brand} está preparando seu pedido #${n}.`,
    enviado: (brand: string, n: string, code: string) =>
      `${brand} enviou seu pedido #${n} — código de rastreio ${code}.`,
    entregue: (brand: string, n: string) => `Seu pedido #${n} de ${brand} foi entregue.`,
    refunded: (n: string) => `Seu pedido #${n} foi cancelado e o valor, reembolsado.`,
  },
  studioOrders: {
    title: 'Pedidos',
    description: 'Os pedidos com produtos da marca: prepare, envie e acompanhe a entrega.',
    filterLabel: 'Situação dos pedidos',
    filters: { paid: 'Pagos', awaiting: 'Aguardando Pix', cancelled: 'Cancelados' },
    empty: {
      paid: 'Nenhum pedido pago ainda.',
      awaiting: 'Nenhum pedido aguardando pagamento.',
      cancelled: 'Nenhum pedido cancelado.',
    },
    emptyDescription: 'Quando alguém comprar produtos da marca, os pedidos aparecem aqui.',
    loadError: 'Não foi possível carregar os pedidos.',
    buyer: (name: string) => `Comprado por ${name}`,
    guestBuyer: 'Visitante sem conta',
    brandTotal: 'Total da marca',
    markSent: 'Marcar como enviado',
    markDelivered: 'Marcar como entregue',
    trackingLabel: 'Código de rastreio',
    trackingPlaceholder: 'Ex.: AA123456789BR',
    confirmSent: 'Confirmar envio',
    moved: (status: string) => `Pedido marcado como ${status.toLowerCase()}`,
    refund: 'Cancelar e reembolsar',
    refundTitle: 'Cancelar e reembolsar este pedido?',
    refundDescription: (total: string) =>
      `O comprador recebe ${total} de volta e o estoque dos produtos é devolvido. Não dá para desfazer.`,
    refundConfirm: 'Reembolsar',
    refundDone: 'Pedido reembolsado',
    refundedAt: (date: string) => `Reembolsado em ${date}`,
    tracking: (code: string) => `Rastreio: ${code}`,
  },
} as const;
