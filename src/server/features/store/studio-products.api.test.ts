import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioProductPageSchema, studioProductReplySchema } from '../../../shared/studio-products';
import { auditRowsOf, signupOperator } from '../../testing/fixtures/admin';
import { addProducts } from '../../testing/fixtures/store';
import { addToTeam, signupTeam, type Member } from '../../testing/fixtures/teams';
import { createTestApp, signupMember, type TestApp } from '../../testing/harness';
import { multipartForm, sendForm } from '../../testing/multipart-form';

let t: TestApp;
let team: Awaited<ReturnType<typeof signupTeam>>;
let stranger: Member;
let otherTeam: Member;
let operator: Member;
let own: { id: string; variants: { id: string }[] };
let foreign: { id: string };
const BRAND = 'nexo-tech';
const base = `/api/studio/brands/${BRAND}/products`;

beforeAll(async () => {
  t = await createTestApp();
  team = await signupTeam(t, BRAND);
  stranger = await signupMember(t.app, { name: 'Sara Sem Marca' });
  otherTeam = await signupMember(t.app, { name: 'Otto Outra Marca' });
  await addToTeam(t, 'urbana-moda', otherTeam.member.id, 'owner');
  operator = await signupOperator(t);
  const made = await addProducts(t, [
    {
      handle: 'fone-nexo-teste',
      title: 'Fone Nexo',
      metadata: { brand: BRAND },
      options: ['Cor'],
      variants: [
        { sku: 'T-FONE-PRT', price: 19990, stock: 5, options: { Cor: 'Preto' } },
        { sku: 'T-FONE-BRC', price: 20990, stock: 2, options: { Cor: 'Branco' } },
      ],
    },
    { handle: 'jaqueta-urbana-teste', metadata: { brand: 'urbana-moda' }, variants: [{ sku: 'T-JAQ', price: 9990 }] },
  ]);
  own = made[0]!;
  foreign = made[1]!;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, cookie = '', payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Carregador Nexo 30W',
  subtitle: 'USB-C',
  description: '<p>Carrega rápido.</p>',
  options: [],
  variants: [{ title: '', sku: null, options: [], price: 8990, salePrice: null, stock: 10, manageInventory: true }],
  purchasable: true,
  hidden: false,
  ...over,
});

describe('who may use the products studio', () => {
  it('lets owners and editors list the brand products only, newest first with price and stock', async () => {
    for (const m of [team.owner, team.editor]) {
      const res = await send('GET', base, m.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const page = studioProductPageSchema.parse(res.json());
      const row = page.items.find((p) => p.id === own.id);
      expect(row).toMatchObject({ title: 'Fone Nexo', price: 19990, stock: 7, variants: 2, hidden: false });
      expect(page.items.some((p) => p.id === foreign.id)).toBe(false);
    }
  });

  it('refuses analysts with a pt-BR 403 and everyone off the team with a 404', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/${own.id}`],
      ['PUT', `${base}/${own.id}`],
      ['DELETE', `${base}/${own.id}`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? body() : undefined;
      const analyst = await send(method, url, team.analyst.cookie, payload);
      expect(analyst.statusCode).toBe(403);
      expect(analyst.json().message).toBe('Seu papel na equipe não permite esta ação.');
      for (const m of [stranger, otherTeam, operator])
        expect((await send(method, url, m.cookie, payload)).statusCode).toBe(404);
      expect((await send(method, url, '', payload)).statusCode).toBe(401);
    }
  });

  it('answers 404 for another brand product, as for a missing one', async () => {
    expect((await send('GET', `${base}/${foreign.id}`, team.owner.cookie)).statusCode).toBe(404);
    expect((await send('PUT', `${base}/${foreign.id}`, team.owner.cookie, body())).statusCode).toBe(404);
    expect((await send('DELETE', `${base}/${foreign.id}`, team.owner.cookie)).statusCode).toBe(404);
    expect((await send('GET', `${base}/prod_nao_existe`, team.owner.cookie)).statusCode).toBe(404);
  });
});

describe('creating, editing and deleting', () => {
  it('creates a product of the brand, sanitising its description, and audits it', async () => {
    const res = await send(
      'POST',
      base,
      team.editor.cookie,
      body({
        description:
          '<p onclick="x()">Bom <script>alert(1)</script><a href="javascript:alert(1)">link</a></p><img src=x onerror=alert(1)>',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { product } = studioProductReplySchema.parse(res.json());
    expect(product.description).toBe('<p>Bom <a>link</a></p>');
    expect(product.variants).toEqual([expect.objectContaining({ price: 8990, stock: 10, manageInventory: true })]);
    const row = await t.database.db
      .selectFrom('store_products')
      .select(['brand_id', 'status'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ brand_id: BRAND, status: 'published' });
    const audit = await auditRowsOf(t.database.db, product.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'product.create', actorId: team.editor.member.id })]);
  });

  it('updates prices, stock, options and variants, keeping variants by id', async () => {
    const res = await send(
      'PUT',
      `${base}/${own.id}`,
      team.owner.cookie,
      body({
        title: 'Fone Nexo Pro',
        options: ['Cor'],
        variants: [
          {
            id: own.variants[0]!.id,
            title: '',
            sku: 'T-FONE-PRT',
            options: ['Preto'],
            price: 17990,
            salePrice: 15990,
            stock: 9,
            manageInventory: true,
          },
          {
            title: '',
            sku: 'T-FONE-AZL',
            options: ['Azul'],
            price: 18990,
            salePrice: null,
            stock: 3,
            manageInventory: true,
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { product } = studioProductReplySchema.parse(res.json());
    expect(product.title).toBe('Fone Nexo Pro');
    expect(product.variants.map((v) => [v.title, v.price, v.salePrice, v.stock])).toEqual([
      ['Preto', 17990, 15990, 9],
      ['Azul', 18990, null, 3],
    ]);
    expect(product.variants[0]!.id).toBe(own.variants[0]!.id);
    expect(product.variants.some((v) => v.id === own.variants[1]!.id)).toBe(false);
    const audit = await auditRowsOf(t.database.db, own.id);
    expect(audit.at(-1)).toMatchObject({ action: 'product.update' });
    // The console's log shows the change: its values are flat, as the log's reply schema requires.
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=product.update',
      headers: { cookie: operator.cookie },
    });
    expect(log.statusCode, log.body).toBe(200);
    const entry = log.json().entries.find((row: { targetId: string }) => row.targetId === own.id);
    expect(entry.after).toMatchObject({ variants: 2 });
    // It is named by its title, not taken for a removed member.
    expect(entry.targetName).toBe('Fone Nexo Pro');
    own = { id: own.id, variants: product.variants };
  });

  it('validates in pt-BR and loses nothing already saved when an edit fails', async () => {
    const before = (await send('GET', `${base}/${own.id}`, team.owner.cookie)).json();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: '' }, 400, 'Dê um título ao produto.'],
      [{ variants: [] }, 400, 'O produto precisa de pelo menos uma variante.'],
      [
        { variants: [{ ...body().variants[0], price: 1000, salePrice: 1000 }] },
        400,
        'O preço promocional precisa ser menor que o preço.',
      ],
      [
        { variants: [{ ...body().variants[0], stock: -1 }] },
        400,
        'Informe o estoque em unidades inteiras, de 0 a 1.000.000.',
      ],
      [{ options: ['Cor'] }, 400, 'Cada variante precisa de um valor para cada opção.'],
      [
        { variants: [{ ...body().variants[0], id: foreign.id }] },
        400,
        'Uma das variantes não pertence a este produto.',
      ],
      [{ imageIds: ['img_de_outro'] }, 400, 'Uma das fotos não pertence a este produto.'],
      // The SKU of another brand's product: refused, not moved.
      [{ variants: [{ ...body().variants[0], sku: 'T-JAQ' }] }, 409, 'Este SKU já é usado por outro produto.'],
    ];
    for (const [over, status, message] of cases) {
      const res = await send('PUT', `${base}/${own.id}`, team.owner.cookie, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(Object.values(res.json().fields ?? {}).concat(res.json().message)).toContain(message);
    }
    expect((await send('GET', `${base}/${own.id}`, team.owner.cookie)).json()).toEqual(before);
    // A new product has no variant to name: any id is refused, not followed into another product.
    for (const id of [' ', foreign.id]) {
      const res = await send('POST', base, team.owner.cookie, body({ variants: [{ ...body().variants[0], id }] }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('Uma das variantes não pertence a este produto.');
    }
  });

  it('adds pictures through the media pipeline, then reorders and removes them', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const upload = () =>
      sendForm(t.app, 'POST', `${base}/${own.id}/images`, team.editor.cookie, multipartForm({}, { data: png }));
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const second = studioProductReplySchema.parse((await upload()).json()).product;
    expect(second.images).toHaveLength(2);
    for (const img of second.images) expect(img.url).toMatch(/^\/media\/store\/.+\.webp$/);
    const [a, b] = [second.images[0]!, second.images[1]!];

    const current = (await send('GET', `${base}/${own.id}`, team.editor.cookie)).json().product;
    const reordered = await send('PUT', `${base}/${own.id}`, team.editor.cookie, {
      ...body({ title: current.title, options: current.options }),
      variants: current.variants,
      imageIds: [b.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().product.images.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect(second.images.map((i) => i.id)).toContain(a.id);

    const notImage = sendForm(
      t.app,
      'POST',
      `${base}/${own.id}/images`,
      team.editor.cookie,
      multipartForm({}, { data: Buffer.from('não é imagem'), type: 'image/png' }),
    );
    expect((await notImage).statusCode).toBe(415);
  });

  it('deletes (hides for good) a product: gone from the studio, kept for orders', async () => {
    const made = studioProductReplySchema.parse(
      (await send('POST', base, team.owner.cookie, body({ title: 'Para excluir' }))).json(),
    ).product;
    const res = await send('DELETE', `${base}/${made.id}`, team.owner.cookie);
    expect(res.statusCode).toBe(200);
    expect((await send('GET', `${base}/${made.id}`, team.owner.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', `${base}/${made.id}`, team.owner.cookie)).statusCode).toBe(200);
    expect((await auditRowsOf(t.database.db, made.id)).filter((r) => r.action === 'product.delete')).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('store_products')
      .select('deleted_at')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect((await auditRowsOf(t.database.db, made.id)).at(-1)).toMatchObject({ action: 'product.delete' });
  });
});
