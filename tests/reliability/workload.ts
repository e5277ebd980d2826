import crypto from 'node:crypto';
import sharp from 'sharp';

/**
 * A write load against a running server that remembers what the server acknowledged: a 2xx answer
 * received means the write must survive anything that happens to the process afterwards.
 */

export interface LoadMember {
  id: string;
  cookie: string;
}

export interface Ledger {
  members: Set<string>;
  /** Post id → author id. */
  posts: Map<string, string>;
  comments: Set<string>;
  /** `${memberId} ${postId}` → the like state the last acknowledged call left, or null when the last call went unanswered. */
  likes: Map<string, boolean | null>;
  orders: Set<string>;
  /** Acknowledged writes per kind, for the report. */
  acked: Record<string, number>;
}

export function newLedger(): Ledger {
  return { members: new Set(), posts: new Map(), comments: new Set(), likes: new Map(), orders: new Set(), acked: {} };
}

const STORE = '/store/store_brandsocial';
let picture: Blob | undefined;

async function image(): Promise<Blob> {
  picture ??= new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 32, height: 24, channels: 3, background: '#7c3aed' } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    {
      type: 'image/jpeg',
    },
  );
  return picture;
}

function ack(ledger: Ledger, kind: string) {
  ledger.acked[kind] = (ledger.acked[kind] ?? 0) + 1;
}

/** `headers` are added to the request: behind a trusted proxy, an `x-forwarded-for` of its own. */
export async function signup(base: string, ledger: Ledger, headers: Record<string, string> = {}): Promise<LoadMember> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Carga Teste',
      email: `carga.${crypto.randomUUID()}@exemplo.com.br`,
      password: 'senha-da-carga-1',
      birthDate: '1990-05-10',
    }),
  });
  if (res.status !== 201) throw new Error(`signup ${res.status}`);
  const { member } = (await res.json()) as { member: { id: string } };
  const cookie = /bs_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![0];
  ledger.members.add(member.id);
  ack(ledger, 'signup');
  return { id: member.id, cookie };
}

export interface StockedVariant {
  productId: string;
  variantId: string;
  stock: number;
}

/** Puts a product with plenty of stock in the store through the operator's import. */
export async function stockStore(base: string, token: string): Promise<void> {
  const res = await fetch(`${base}/api/store/admin/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      products: [
        {
          handle: 'carga-camiseta',
          title: 'Camiseta da Carga',
          variants: [
            { sku: 'CARGA-P', price: 4990, stock: 100_000 },
            { sku: 'CARGA-M', price: 4990, stock: 100_000 },
          ],
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`import ${res.status} ${await res.text()}`);
}

/** Variants with managed stock from the storefront, with their quantities now. */
export async function stockedVariants(base: string): Promise<StockedVariant[]> {
  const res = await fetch(`${base}${STORE}/products?limit=50`);
  const { products } = (await res.json()) as {
    products: { id: string; variants: { id: string; manage_inventory: boolean; inventory_quantity: number }[] }[];
  };
  return products.flatMap((p) =>
    p.variants
      .filter((v) => v.manage_inventory && v.inventory_quantity > 0)
      .map((v) => ({ productId: p.id, variantId: v.id, stock: v.inventory_quantity })),
  );
}

const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];

/**
 * One member's sequential stream of writes until `stop()` says so or the server goes away.
 * `signupHeaders` gives each sign-up's extra headers (see `signup`).
 */
export async function drive(
  base: string,
  me: LoadMember,
  ledger: Ledger,
  variants: StockedVariant[],
  stop: () => boolean,
  signupHeaders: () => Record<string, string> = () => ({}),
): Promise<void> {
  const headers = { cookie: me.cookie };
  while (!stop()) {
    const roll = Math.random();
    const posts = [...ledger.posts.keys()];
    try {
      if (roll < 0.05) {
        await signup(base, ledger, signupHeaders());
      } else if (roll < 0.3 || posts.length === 0) {
        const form = new FormData();
        form.set('content', `Post da carga ${crypto.randomUUID()}`);
        form.set('file', await image(), 'foto.jpg');
        const res = await fetch(`${base}/api/posts`, { method: 'POST', body: form, headers });
        if (res.status === 201) {
          ledger.posts.set(((await res.json()) as { post: { id: string } }).post.id, me.id);
          ack(ledger, 'post');
        }
      } else if (roll < 0.7) {
        const postId = pick(posts)!;
        const key = `${me.id} ${postId}`;
        const like = Math.random() < 0.7;
        ledger.likes.set(key, null);
        const res = await fetch(`${base}/api/posts/${postId}/like`, { method: like ? 'PUT' : 'DELETE', headers });
        if (res.ok) {
          ledger.likes.set(key, like);
          ack(ledger, like ? 'like' : 'unlike');
        }
      } else if (roll < 0.85) {
        const postId = pick(posts)!;
        const res = await fetch(`${base}/api/posts/${postId}/comments`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'Comentário da carga' }),
        });
        if (res.status === 201) {
          ledger.comments.add(((await res.json()) as { comment: { id: string } }).comment.id);
          ack(ledger, 'comment');
        }
      } else if (variants.length) {
        const v = pick(variants)!;
        // Some buyers without an account: their holds are counted apart (migration 030).
        const buyer = Math.random() < 0.3 ? {} : headers;
        const res = await fetch(`${base}${STORE}/checkout`, {
          method: 'POST',
          headers: { ...buyer, 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [{ variant_id: v.variantId, quantity: 1 }],
            successUrl: 'http://127.0.0.1/success',
            cancelUrl: 'http://127.0.0.1/checkout',
            timeZone: 'America/Sao_Paulo',
          }),
        });
        if (res.ok) {
          const { url } = (await res.json()) as { url: string };
          ledger.orders.add(decodeURIComponent(/\/pay\/([^/?]+)/.exec(url)![1]!));
          ack(ledger, 'checkout');
          // Half the buyers give up on the hosted page: the release of the hold is killed mid-way too.
          if (Math.random() < 0.5) {
            const page = new URL(url, base);
            await fetch(`${base}${page.pathname}/cancel`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ token: page.searchParams.get('token')! }).toString(),
              redirect: 'manual',
            });
          }
        }
      }
    } catch {
      // The server went away mid-request: that write is unknown, and this member stops.
      return;
    }
  }
}
