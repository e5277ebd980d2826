// The store catalog: 1 000 products (BENCH_STORE_PRODUCTS to change it) shaped like the demo one —
// single-variant products, products with a size option, products with colour × size — with
// pictures, collections, additional info, a few custom fields and related products.
// Ids are predictable (prod_bench_0001, variant_bench_0001_1 …) so the scenarios need no list.

export const STORE_ID = 'store_brandsocial';
const DAY = 24 * 3600 * 1000;

/** One product in twenty is not for sale, as in a real catalog; the checkout scenario skips them. */
export const notForSale = (n) => n % 20 === 0;
export const productId = (n) => `prod_bench_${String(n).padStart(4, '0')}`;
/** Variant k (1-based) of product n; every product has variant 1. */
export const variantId = (n, k) => `variant_bench_${String(n).padStart(4, '0')}_${k}`;

/**
 * The last-units scenario's products: one per round, each a single variant with `LAST_UNITS` left, so
 * every round starts from a fresh stock that 200 shoppers then race for.
 */
export const LAST_UNITS = 20;
export const LAST_UNITS_ROUNDS = 30;
export const lastUnitsVariant = (round) => `variant_last_${String(round).padStart(2, '0')}`;

const KINDS = [
  'Camiseta',
  'Moletom',
  'Boné',
  'Tênis',
  'Fone',
  'Caneca',
  'Pôster',
  'Mochila',
  'Jaqueta',
  'Garrafa',
  'Relógio',
  'Óculos',
];
const ADJECTIVES = [
  'Clássico',
  'Urbano',
  'Esportivo',
  'Premium',
  'Essencial',
  'Edição Limitada',
  'Retrô',
  'Leve',
  'Compacto',
  'Vibrante',
];
const BRANDS = [
  'Nexo',
  'Urbana',
  'Arena',
  'Batida',
  'Velocità',
  'Aurora',
  'Quadro',
  'Rota',
  'Maratona',
  'Ciência Viva',
];
const COLORS = ['Preto', 'Branco', 'Azul', 'Verde', 'Vermelho'];
const SIZES = ['P', 'M', 'G', 'GG'];
const COLLECTIONS = [
  'Novidades',
  'Mais vendidos',
  'Ofertas',
  'Moda',
  'Esporte',
  'Música',
  'Casa',
  'Tecnologia',
  'Presentes',
  'Cinema',
  'Viagem',
  'Inverno',
];

const PRODUCT_COLUMNS = [
  'id',
  'handle',
  'title',
  'subtitle',
  'ribbon_text',
  'description',
  'status',
  'purchasable',
  'hidden',
  'position',
  'site_product_selection',
  'type',
  'thumbnail_url',
  'metadata',
  'min_price',
  'created_at',
  'updated_at',
  'deleted_at',
];
const VARIANT_COLUMNS = [
  'id',
  'product_id',
  'title',
  'sku',
  'image_url',
  'manage_inventory',
  'weight',
  'stock',
  'amount',
  'sale_amount',
  'currency_code',
  'position',
  'created_at',
  'updated_at',
];

function description(random, title) {
  const bullets = Array.from(
    { length: random.between(2, 4) },
    () =>
      `<li>${random.pick(['Material resistente', 'Acabamento premium', 'Garantia de 1 ano', 'Produzido no Brasil', 'Embalagem reciclável', 'Lavável à máquina'])}</li>`,
  );
  return `<p>${title}: feito para o dia a dia, com conforto e estilo. Escolha a sua versão e receba com frete grátis.</p><ul>${bullets.join('')}</ul>`;
}

/** Builds every row in memory (a few thousand per table), then bulk-inserts table by table. */
export async function generate(store, { random, now }) {
  const count = Number(process.env.BENCH_STORE_PRODUCTS ?? 1000);
  const products = [];
  const variants = [];
  const options = [];
  const values = [];
  const images = [];
  const links = [];
  const infos = [];
  const fields = [];
  const related = [];
  const collections = COLLECTIONS.map((title, k) => [
    `pcol_bench_${k + 1}`,
    `bench-${k + 1}`,
    title,
    null,
    '{}',
    k,
    now - 400 * DAY,
    now - 400 * DAY,
    null,
  ]);

  for (let n = 1; n <= count; n++) {
    const id = productId(n);
    const title = `${random.pick(KINDS)} ${random.pick(BRANDS)} ${random.pick(ADJECTIVES)} ${n}`;
    const createdAt = now - random.int(365) * DAY - random.int(DAY);
    const shape = random.next();
    // 40 % one variant, 35 % a size option, 25 % colour × size.
    const axes =
      shape < 0.4
        ? []
        : shape < 0.75
          ? [['Tamanho', SIZES]]
          : [
              ['Cor', COLORS.slice(0, random.between(2, 3))],
              ['Tamanho', SIZES.slice(0, 3)],
            ];
    const combos = axes.reduce((acc, [, vals]) => acc.flatMap((c) => vals.map((v) => [...c, v])), [[]]);
    const base = random.between(20, 800) * 100 - 10;
    const onSale = random.chance(0.15);
    let minPrice = Infinity;
    const optionIds = axes.map((_, k) => `opt_bench_${n}_${k + 1}`);
    axes.forEach(([name], k) => options.push([optionIds[k], id, name, k]));
    combos.forEach((combo, i) => {
      const vid = variantId(n, i + 1);
      const amount = base + (combo.includes('GG') ? 1000 : 0);
      const sale = onSale ? Math.round(amount * 0.8) : null;
      minPrice = Math.min(minPrice, sale ?? amount);
      // Variant 1 of every product is what the checkout scenario buys: its stock never runs out.
      const stock = i === 0 ? 1_000_000_000 : random.int(60);
      variants.push([
        vid,
        id,
        combo.length ? combo.join(' / ') : 'Padrão',
        `BENCH-${n}-${i + 1}`,
        null,
        1,
        random.between(100, 2000),
        stock,
        amount,
        sale,
        'brl',
        i,
        createdAt,
        createdAt,
      ]);
      combo.forEach((value, k) =>
        values.push([`optval_bench_${n}_${i + 1}_${k + 1}`, optionIds[k], vid, id, value, i]),
      );
    });
    for (let k = 0; k < random.between(1, 3); k++) {
      images.push([
        `img_bench_${n}_${k}`,
        id,
        `/media/store/bench/${(n + k) % 24}.webp`,
        `/media/store/bench/${(n + k) % 24}-640.webp`,
        'image',
        k,
        1080,
        1080,
        null,
      ]);
    }
    const inCollections = new Set([random.int(COLLECTIONS.length), random.int(COLLECTIONS.length)]);
    [...inCollections].forEach((c, k) => links.push([id, `pcol_bench_${c + 1}`, k]));
    infos.push([`painfo_bench_${n}_1`, id, 'Entrega', '<p>Frete grátis para todo o Brasil.</p>', 0]);
    if (random.chance(0.5)) infos.push([`painfo_bench_${n}_2`, id, 'Cuidados', '<p>Lavar em água fria.</p>', 1]);
    if (random.chance(0.05)) fields.push([`cfield_bench_${n}`, id, 'Nome para gravação', 0, 0]);
    if (random.chance(0.2) && count > 2) {
      for (let k = 0; k < 2; k++)
        related.push([`prel_bench_${n}_${k}`, id, 'Combina com', 'product', productId(1 + random.int(count)), k]);
    }
    products.push([
      id,
      `produto-bench-${n}`,
      title,
      random.pick(['Novo na loja', 'Mais vendido da marca', 'Edição da temporada', null]),
      random.chance(0.15) ? (onSale ? 'Oferta' : 'Novo') : null,
      description(random, title),
      'published',
      notForSale(n) ? 0 : 1,
      0,
      n,
      'lowest_price_first',
      random.chance(0.9) ? 'physical' : 'digital',
      `/media/store/bench/${n % 24}-640.webp`,
      '{}',
      minPrice,
      createdAt,
      createdAt + random.int(30) * DAY,
      null,
    ]);
  }

  for (let r = 1; r <= LAST_UNITS_ROUNDS; r++) {
    const id = `prod_last_${String(r).padStart(2, '0')}`;
    const at = now - DAY;
    variants.push([
      lastUnitsVariant(r),
      id,
      'Padrão',
      `LAST-${r}`,
      null,
      1,
      300,
      LAST_UNITS,
      9990,
      null,
      'brl',
      0,
      at,
      at,
    ]);
    products.push([
      id,
      `ultimas-unidades-${r}`,
      `Últimas unidades ${r}`,
      null,
      null,
      '<p>Edição limitada.</p>',
      'published',
      1,
      0,
      count + r,
      'lowest_price_first',
      'physical',
      `/media/store/bench/${r % 24}-640.webp`,
      '{}',
      9990,
      at,
      at,
      null,
    ]);
  }

  await store.bulkInsert(
    'store_collections',
    ['id', 'handle', 'title', 'image_url', 'metadata', 'position', 'created_at', 'updated_at', 'deleted_at'],
    collections,
  );
  await store.bulkInsert('store_products', PRODUCT_COLUMNS, products);
  await store.bulkInsert('store_variants', VARIANT_COLUMNS, variants);
  await store.bulkInsert('store_options', ['id', 'product_id', 'title', 'position'], options);
  await store.bulkInsert(
    'store_option_values',
    ['id', 'option_id', 'variant_id', 'product_id', 'value', 'position'],
    values,
  );
  await store.bulkInsert(
    'store_product_images',
    ['id', 'product_id', 'url', 'thumb_url', 'type', 'position', 'width', 'height', 'blur'],
    images,
  );
  await store.bulkInsert('store_product_collections', ['product_id', 'collection_id', 'position'], links);
  await store.bulkInsert('store_additional_info', ['id', 'product_id', 'title', 'description', 'position'], infos);
  await store.bulkInsert('store_custom_fields', ['id', 'product_id', 'title', 'is_required', 'position'], fields);
  await store.bulkInsert(
    'store_related_products',
    ['id', 'product_id', 'section_title', 'related_type', 'related_id', 'position'],
    related,
  );
  return { storeId: STORE_ID, storeProducts: count, storeVariants: variants.length };
}
