import { ptBR } from '../../shared/i18n/pt-BR';
import { DEMO_BALANCE_CENTS } from '../../shared/wallet';
import { newId } from '../platform/ids';
import { processImage } from '../platform/media/image';
import { storedImage, type StoredMedia } from '../platform/media/media';
import { PRODUCT_IMAGE_WIDTHS } from '../features/shop/shop.service';
import { credit } from '../features/wallet/wallet.service';
import { abstractWebp } from './artwork';
import { DEMO_MEMBER } from './catalog-data';
import type { SeedDeps } from './seed-deps';

const SEED_KEY = 'account_demo_seeded';

const demoProducts: { name: string; priceCents: number; description: string; colors: [string, string] }[] = [
  {
    name: 'Camiseta Essencial',
    priceCents: 5990,
    description: 'Algodão orgânico, modelagem unissex. Estampa feita à mão.',
    colors: ['#6366f1', '#ec4899'],
  },
  {
    name: 'Caneca Criativa',
    priceCents: 3490,
    description: 'Cerâmica de 350 ml com acabamento fosco.',
    colors: ['#f59e0b', '#ef4444'],
  },
  {
    name: 'Ecobag Estampada',
    priceCents: 4490,
    description: 'Lona resistente, perfeita para o dia a dia.',
    colors: ['#10b981', '#0ea5e9'],
  },
];

/** The demo member's wallet (the spec's R$ 1.355,40 as one credit), store name and a few products. */
export async function seedAccountDemo(deps: SeedDeps): Promise<void> {
  const done = await deps.db.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst();
  if (done) return;
  const demo = await deps.db.selectFrom('users').select('id').where('email', '=', DEMO_MEMBER.email).executeTakeFirst();
  if (!demo) return;
  const images: StoredMedia[] = [];
  for (const [i, p] of demoProducts.entries()) {
    const image = await processImage(
      deps.storage,
      await abstractWebp(`shop-${i}`, p.colors, 800, 800, deps.readyMadeMedia),
      {
        prefix: 'shop',
        widths: PRODUCT_IMAGE_WIDTHS,
      },
    );
    images.push(storedImage(image, p.name));
  }
  await deps.db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst()) return;
    const now = deps.clock.now();
    await credit(trx, demo.id, DEMO_BALANCE_CENTS, ptBR.wallet.initialCredit, now - 3 * 24 * 3600 * 1000);
    await trx
      .insertInto('member_settings')
      .values({
        user_id: demo.id,
        private_account: 0,
        comment_policy: 'everyone',
        hide_counters: 0,
        store_name: 'Ateliê BrandSocial',
        avatar_media: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ store_name: 'Ateliê BrandSocial' }))
      .execute();
    for (const [i, p] of demoProducts.entries()) {
      const at = now - (demoProducts.length - i) * 3600 * 1000;
      await trx
        .insertInto('shop_products')
        .values({
          id: newId('user_prod', at),
          user_id: demo.id,
          name: p.name,
          price_cents: p.priceCents,
          description: p.description,
          image: JSON.stringify(images[i]),
          likes_count: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_KEY, value: String(now) })
      .execute();
  });
}
