/** The console's orders panel (/admin?aba=pedidos): every order of the store, and the operator's refund. */
export const adminOrdersArea = {
  adminOrders: {
    tab: 'Pedidos',
    searchLabel: 'Buscar pedidos',
    searchPlaceholder: 'Número do pedido ou email do comprador',
    filterLabel: 'Situação',
    filters: {
      all: 'Todos',
      paid: 'Pagos',
      awaiting: 'Aguardando Pix',
      cancelled: 'Cancelados',
      refunded: 'Reembolsados',
    },
    empty: 'Nenhum pedido encontrado.',
    guestBuyer: 'Visitante sem conta',
    refundOf: (n: string) => `Cancelar e reembolsar o pedido #${n}`,
    refundTitle: (n: string) => `Cancelar e reembolsar o pedido #${n}?`,
    refundDescription: (total: string) =>
      `O comprador recebe ${total} de volta pelo mesmo meio de pagamento e o estoque dos produtos é devolvido. Não dá para desfazer.`,
    refunded: (amount: string, date: string) => `Reembolso de ${amount} em ${date}`,
  },
} as const;
