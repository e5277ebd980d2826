import { STORE_POLICY } from '../features/assistant/store-policy';
import type { ProductShape } from './store-art';

/*
 * The demo store's products, across the brands' segments, covering every case the store screens show
 * (several options, a sale, low stock, sold out, not purchasable, unmanaged inventory).
 */

export interface DemoProduct {
  handle: string;
  brand: string;
  title: string;
  subtitle: string;
  description: string;
  /** One picture per entry: the drawing and the product's colour in it. */
  art: { shape: ProductShape; color: string; accent: string }[];
  ribbon?: string;
  /** Interest-free card installments ('3x sem juros'); none: paid in one go. */
  installments?: number;
  purchasable?: boolean;
  type?: 'physical' | 'digital';
  collections: string[];
  options?: string[];
  variants: {
    options?: Record<string, string>;
    sku: string;
    price: number;
    sale?: number;
    stock?: number;
    managed?: boolean;
    weight?: number;
    /** The entry of `art` that pictures this variant (its colour). */
    image?: number;
  }[];
  info?: { title: string; description: string }[];
  customFields?: { title: string; isRequired: boolean }[];
}

const care = {
  title: 'Cuidados',
  description: '<p>Lavar à mão ou na máquina em água fria, do avesso. Não usar alvejante.</p>',
};
const delivery = {
  title: 'Entrega',
  description: `<p>Frete Grátis no PAC em compras a partir de R$ 50,00. Enviamos em até ${STORE_POLICY.shipWithinBusinessDays} dias úteis.</p>`,
};

const sizes = (
  skuBase: string,
  price: number,
  stock: Record<string, number>,
  extra: Record<string, string> = {},
  image?: number,
) =>
  Object.entries(stock).map(([size, n]) => ({
    options: { ...extra, Tamanho: size },
    sku: `${skuBase}-${size}`,
    price,
    stock: n,
    weight: 300,
    ...(image === undefined ? {} : { image }),
  }));

export const demoProducts: DemoProduct[] = [
  {
    handle: 'camiseta-basica-urbana',
    installments: 3,
    brand: 'urbana-moda',
    title: 'Camiseta Básica Urbana',
    subtitle: '100% algodão, corte reto',
    description:
      '<p>A camiseta que combina com tudo: <strong>algodão penteado</strong>, gola reforçada e caimento reto.</p><ul><li>Malha 30.1 de toque macio</li><li>Costuras duplas</li></ul>',
    art: [
      { shape: 'tee', color: '#111827', accent: '#f59e0b' },
      { shape: 'tee', color: '#f8fafc', accent: '#db2777' },
    ],
    ribbon: 'Novo',
    collections: ['novidades', 'moda-e-esporte'],
    options: ['Cor', 'Tamanho'],
    variants: [
      ...sizes('URB-TEE-PRT', 7990, { P: 8, M: 12, G: 5 }, { Cor: 'Preto' }, 0),
      ...sizes('URB-TEE-BRC', 7990, { P: 6, M: 0, G: 9 }, { Cor: 'Branco' }, 1),
    ],
    info: [care, delivery],
  },
  {
    handle: 'moletom-canguru-urbana',
    installments: 3,
    brand: 'urbana-moda',
    title: 'Moletom Canguru Urbana',
    subtitle: 'Felpado por dentro, com capuz',
    description: '<p>Moletom com capuz forrado, bolso canguru e punhos canelados. Ideal para as noites frias.</p>',
    art: [{ shape: 'hoodie', color: '#db2777', accent: '#fde68a' }],
    collections: ['moda-e-esporte'],
    options: ['Tamanho'],
    variants: sizes('URB-MOL', 18990, { P: 4, M: 7, G: 7, GG: 3 }),
    info: [care, delivery],
  },
  {
    handle: 'bone-arena-classic',
    brand: 'arena-esportes',
    title: 'Boné Arena Classic',
    subtitle: 'Aba curva, ajuste traseiro',
    description: '<p>Boné de sarja com aba curva e fecho ajustável. Protege do sol no treino e no dia a dia.</p>',
    art: [{ shape: 'cap', color: '#f8fafc', accent: '#16a34a' }],
    ribbon: 'Oferta',
    collections: ['ofertas', 'moda-e-esporte'],
    variants: [{ sku: 'ARN-BONE', price: 7990, sale: 5990, stock: 25, weight: 120 }],
    info: [delivery],
  },
  {
    handle: 'tenis-de-corrida-arena-flow',
    installments: 6,
    brand: 'arena-esportes',
    title: 'Tênis de Corrida Arena Flow',
    subtitle: 'Amortecimento leve para longas distâncias',
    description: '<p>Cabedal respirável, entressola de espuma leve e solado de borracha com boa tração em asfalto.</p>',
    art: [
      { shape: 'sneaker', color: '#84cc16', accent: '#f8fafc' },
      { shape: 'sneaker', color: '#0f172a', accent: '#84cc16' },
    ],
    collections: ['moda-e-esporte', 'novidades'],
    options: ['Tamanho'],
    variants: sizes('ARN-FLOW', 34990, { '38': 3, '39': 6, '40': 8, '41': 4, '42': 1 }),
    info: [delivery],
  },
  {
    handle: 'fone-bluetooth-batida-pro',
    installments: 10,
    brand: 'batida-sonora',
    title: 'Fone Bluetooth Batida Pro',
    subtitle: 'Cancelamento de ruído e 30 h de bateria',
    description:
      '<p>Som encorpado, cancelamento ativo de ruído e <em>30 horas</em> de bateria. Dobra e cabe na mochila.</p>',
    art: [
      { shape: 'headphones', color: '#1f2937', accent: '#ec4899' },
      { shape: 'headphones', color: '#f1f5f9', accent: '#9333ea' },
    ],
    collections: ['mais-vendidos'],
    options: ['Cor'],
    variants: [
      { options: { Cor: 'Grafite' }, sku: 'BAT-PRO-GRF', price: 49990, sale: 44990, stock: 15, weight: 250, image: 0 },
      { options: { Cor: 'Branco' }, sku: 'BAT-PRO-BRC', price: 49990, stock: 9, weight: 250, image: 1 },
    ],
    info: [delivery],
  },
  {
    handle: 'caixa-de-som-batida-mini',
    installments: 3,
    brand: 'batida-sonora',
    title: 'Caixa de Som Batida Mini',
    subtitle: 'À prova d’água, cabe na mão',
    description: '<p>Pequena no tamanho, grande no grave. Resistente à água (IPX7) e com 12 horas de música.</p>',
    art: [{ shape: 'speaker', color: '#9333ea', accent: '#f9a8d4' }],
    ribbon: 'Últimas unidades',
    collections: ['mais-vendidos'],
    variants: [{ sku: 'BAT-MINI', price: 21990, stock: 2, weight: 400 }],
  },
  {
    handle: 'caneca-maratona',
    brand: 'maratona-series',
    title: 'Caneca Maratona',
    subtitle: 'Cerâmica, 350 ml',
    description:
      '<p>Para o café do episódio seguinte. Cerâmica resistente, pode ir ao micro-ondas. Produzida sob encomenda.</p>',
    art: [{ shape: 'mug', color: '#4f46e5', accent: '#38bdf8' }],
    collections: ['novidades'],
    variants: [{ sku: 'MAR-CANECA', price: 5990, managed: false, weight: 350 }],
  },
  {
    handle: 'poster-cine-aurora',
    brand: 'cine-aurora',
    title: 'Pôster Noite de Estreia',
    subtitle: 'Impressão fine art em papel 250 g',
    description: '<p>Arte exclusiva da Cine Aurora, impressa em papel de algodão com tintas pigmentadas.</p>',
    art: [{ shape: 'poster', color: '#7c3aed', accent: '#fb7185' }],
    collections: ['novidades'],
    options: ['Tamanho'],
    variants: [
      { options: { Tamanho: 'A3' }, sku: 'CIN-POSTER-A3', price: 8990, stock: 20, weight: 200 },
      { options: { Tamanho: 'A2' }, sku: 'CIN-POSTER-A2', price: 12990, stock: 10, weight: 300 },
    ],
    customFields: [{ title: 'Dedicatória no verso', isRequired: false }],
  },
  {
    handle: 'miniatura-velocita-gt',
    brand: 'velocita-motors',
    title: 'Miniatura Velocità GT 1:18',
    subtitle: 'Metal fundido, portas que abrem',
    description: '<p>Réplica detalhada do esportivo Velocità GT, com portas e capô que abrem e rodas que giram.</p>',
    art: [{ shape: 'car', color: '#dc2626', accent: '#bae6fd' }],
    collections: ['mais-vendidos'],
    variants: [{ sku: 'VEL-GT-118', price: 39990, stock: 0, weight: 900 }],
  },
  {
    handle: 'capacete-rota-urbano',
    installments: 6,
    brand: 'rota-duas-rodas',
    title: 'Capacete Rota Urbano',
    subtitle: 'Viseira antirrisco, certificado pelo Inmetro',
    description: '<p>Capacete fechado com ventilação frontal e forro removível. Chega em breve à loja.</p>',
    art: [{ shape: 'helmet', color: '#1f2937', accent: '#ef4444' }],
    ribbon: 'Em breve',
    purchasable: false,
    collections: [],
    options: ['Tamanho'],
    variants: sizes('ROT-CAP', 59990, { '56': 5, '58': 5, '60': 5 }),
  },
  {
    handle: 'avental-sabor-da-casa',
    brand: 'sabor-da-casa',
    title: 'Avental do Chef Sabor da Casa',
    subtitle: 'Lona de algodão com bolso',
    description: '<p>O mesmo avental da nossa cozinha: lona resistente, bolso frontal e alças ajustáveis.</p>',
    art: [{ shape: 'apron', color: '#ea580c', accent: '#facc15' }],
    collections: ['ofertas'],
    variants: [{ sku: 'SAB-AVENTAL', price: 6990, stock: 30, weight: 250 }],
    info: [care],
  },
  {
    handle: 'claquete-estudio-quadro',
    brand: 'estudio-quadro',
    title: 'Claquete Estúdio Quadro',
    subtitle: 'Acrílico com caneta',
    description: '<p>Claquete de acrílico para sets e para a estante. Acompanha caneta para quadro branco.</p>',
    art: [{ shape: 'clapper', color: '#0f172a', accent: '#f8fafc' }],
    collections: ['novidades'],
    variants: [{ sku: 'EST-CLAQ', price: 11990, stock: 12, weight: 500 }],
  },
  {
    handle: 'kit-pintura-mao-na-massa',
    brand: 'mao-na-massa',
    title: 'Kit de Pintura Mão na Massa',
    subtitle: '12 cores de guache e pincéis',
    description: '<p>Tudo para começar a pintar: 12 cores de guache, 3 pincéis e paleta de madeira.</p>',
    art: [{ shape: 'palette', color: '#fef3c7', accent: '#3b82f6' }],
    collections: ['ofertas'],
    variants: [{ sku: 'MAO-PINTURA', price: 8990, sale: 6990, stock: 18, weight: 700 }],
  },
  {
    handle: 'kit-experimentos-ciencia-viva',
    installments: 3,
    brand: 'ciencia-viva',
    title: 'Kit Experimentos Ciência Viva',
    subtitle: '20 experiências seguras para fazer em casa',
    description: '<p>Vidrarias, reagentes seguros e um guia ilustrado com 20 experiências de química e física.</p>',
    art: [{ shape: 'flask', color: '#22c55e', accent: '#0284c7' }],
    collections: ['novidades'],
    variants: [{ sku: 'CIE-KIT20', price: 15990, stock: 7, weight: 1200 }],
  },
  {
    handle: 'mouse-sem-fio-nexo',
    installments: 3,
    brand: 'nexo-tech',
    title: 'Mouse Sem Fio Nexo',
    subtitle: 'Silencioso, com bateria recarregável',
    description:
      '<p>Cliques silenciosos, sensor de 4000 DPI e bateria que dura semanas. Conecta por Bluetooth ou receptor USB.</p>',
    art: [
      { shape: 'mouse', color: '#0f172a', accent: '#06b6d4' },
      { shape: 'mouse', color: '#e2e8f0', accent: '#2563eb' },
    ],
    collections: ['mais-vendidos'],
    options: ['Cor'],
    variants: [
      { options: { Cor: 'Preto' }, sku: 'NEX-MOUSE-PRT', price: 12990, stock: 40, weight: 90, image: 0 },
      { options: { Cor: 'Prata' }, sku: 'NEX-MOUSE-PRA', price: 13990, stock: 22, weight: 90, image: 1 },
    ],
  },
  {
    handle: 'vale-presente-brandsocial',
    brand: 'nexo-tech',
    title: 'Vale-presente BrandSocial',
    subtitle: 'Enviado por e-mail na hora',
    description: '<p>Presenteie quem você gosta com crédito para usar em qualquer marca da loja.</p>',
    art: [{ shape: 'giftcard', color: '#6366f1', accent: '#f472b6' }],
    type: 'digital',
    collections: [],
    options: ['Valor'],
    variants: [
      { options: { Valor: 'R$ 50' }, sku: 'GIFT-50', price: 5000, managed: false },
      { options: { Valor: 'R$ 100' }, sku: 'GIFT-100', price: 10000, managed: false },
    ],
  },
];

export const demoCollections = [
  { handle: 'novidades', title: 'Novidades' },
  { handle: 'mais-vendidos', title: 'Mais vendidos' },
  { handle: 'ofertas', title: 'Ofertas' },
  { handle: 'moda-e-esporte', title: 'Moda e esporte' },
];
