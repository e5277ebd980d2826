import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableStatements } from '../../db/reusable-statement';
import type { SellableVariant } from './catalog.queries';
import { OutOfStock, OverAnonymousShare } from './checkout-refusals';
import { fulfilmentRows } from './orders.queries';
import type { StoreOrderItemsTable, StoreOrdersTable } from './store.tables';

type Db = Kysely<Database>;

/*
 * A checkout's reservation on PostgreSQL in one statement, with no transaction (decision 047): the
 * stock of every reserved line, the order, its lines and its fulfilments. Between BEGIN and COMMIT
 * these were an update per reserved line, three inserts and, for a buyer without an account, the
 * share's reads (two for one line): each a round trip and a turn of the event loop.
 *
 * A statement cannot undo one CTE's update when another's fails, so nothing is written unless every
 * line can be. The variants' rows are locked first, in one fixed order (`locked`), which returns
 * each row as it is once locked, after any checkout that held it committed; the stock of all lines,
 * and for a buyer without an account the share, are judged on those rows (whose held units are
 * counted on the row since migration 030), and they cannot change until this statement ends, so the
 * updates either all happen or none does.
 */

type Buyer = 'member' | 'anonymous';

type Values = { order: string; items: string; fulfilments: string; now: number; percent?: number };

interface Line {
  id: string;
  quantity: number;
  stock: number;
  within_share: boolean;
}

// Every column of `fulfilmentRows`' rows, which `insertFulfilments` writes too: the type holds the list to them.
const FULFILMENT_COLUMNS = Object.keys({
  order_id: true,
  brand_id: true,
  status: true,
  tracking_code: true,
  created_at: true,
  updated_at: true,
  shipped_at: true,
  delivered_at: true,
} satisfies Record<keyof ReturnType<typeof fulfilmentRows>[number], true>);

const refs = (columns: readonly string[], table?: string) =>
  sql.join(columns.map((c) => sql.ref(table ? `${table}.${c}` : c)));

/** The lines' judgement: the stock once locked, and for an anonymous buyer the share. */
function linesSql(buyer: Buyer, v: Values) {
  if (buyer === 'member') {
    return sql`select w.id, w.quantity, coalesce(l.stock, 0) as stock, true as within_share
      from want as w left join locked as l on l.id = w.id`;
  }
  // `anonymousShare`'s arithmetic: the order's own units are held by the buyer without an account, and
  // what is unsold (shelf plus held) does not change when units move from the shelf to this order.
  return sql`select w.id, w.quantity, coalesce(l.stock, 0) as stock,
      coalesce(l.held_anonymous_units, 0) + w.quantity
        <= ceil((coalesce(l.stock, 0) + coalesce(l.held_units, 0)) * ${v.percent}::float8 / 100) as within_share
    from want as w left join locked as l on l.id = w.id`;
}

// `locked` takes the rows in the order of the transaction's updates (checkout.service.ts), so no two
// checkouts wait on each other in a cycle, whichever way each is written.
const reserveStatement = reusableStatements(
  (buyer: Buyer, orderColumns: string, itemColumns: string) => (_db: Db, v: Values) => {
    const order = orderColumns.split(',');
    const item = itemColumns.split(',');
    return sql<{ written: number; lines: Line[] | null }>`with
    payload as materialized (
      select * from json_populate_recordset(null::store_order_items, ${v.items}::json)),
    want as (select variant_id as id, quantity from payload where reserved = 1),
    locked as materialized (
      select v.id, v.stock, v.held_units, v.held_anonymous_units from store_variants as v
      where v.id in (select id from want)
      order by v.id collate "C"
      for no key update),
    lines as (${linesSql(buyer, v)}),
    verdict as (
      select coalesce(bool_and(stock >= quantity and within_share), true) as go from lines),
    taken as (
      update store_variants as v set stock = v.stock - w.quantity, held_units = v.held_units + w.quantity,
        ${buyer === 'anonymous' ? sql`held_anonymous_units = v.held_anonymous_units + w.quantity,` : sql``}
        updated_at = ${v.now}::bigint
      from want as w
      where v.id = w.id and v.stock >= w.quantity and (select go from verdict)
      returning v.id),
    written as (
      insert into store_orders (${refs(order)})
      select ${refs(order, 'r')} from json_populate_record(null::store_orders, ${v.order}::json) as r
      where (select go from verdict)
      returning id),
    written_items as (
      insert into store_order_items (${refs(item)})
      select ${refs(item, 'p')} from payload as p
      where (select go from verdict)
      returning id),
    written_fulfilments as (
      insert into store_order_fulfilments (${refs(FULFILMENT_COLUMNS)})
      select ${refs(FULFILMENT_COLUMNS, 'f')}
      from json_populate_recordset(null::store_order_fulfilments, ${v.fulfilments}::json) as f
      where (select go from verdict)
      returning order_id)
    select (select count(*) from written)::int as written, (select json_agg(lines) from lines) as lines`;
  },
);

const definedOnly = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));

/**
 * Reserves and writes the order in one statement. Throws the same refusals as the transaction, with
 * the units left as the statement saw them.
 */
export async function reserveInOneStatement(
  db: Db,
  r: {
    order: Insertable<StoreOrdersTable>;
    items: Insertable<StoreOrderItemsTable>[];
    variants: Map<string, SellableVariant>;
    /** The anonymous share (%) for a buyer without an account; null for a member. */
    anonymousPercent: number | null;
    now: number;
  },
): Promise<void> {
  const order = definedOnly(r.order);
  const now = r.now;
  const buyer: Buyer = r.anonymousPercent === null ? 'member' : 'anonymous';
  const values: Values = {
    order: JSON.stringify(order),
    items: JSON.stringify(r.items),
    fulfilments: JSON.stringify(fulfilmentRows(r.order.id, r.items, now)),
    now,
    ...(r.anonymousPercent === null ? {} : { percent: r.anonymousPercent }),
  };
  const statement = reserveStatement(buyer, Object.keys(order).join(','), Object.keys(r.items[0] ?? {}).join(','));
  const { written, lines } = (await statement(db, values)).rows[0]!;
  if (written === 1) return;
  const byId = new Map((lines ?? []).map((l) => [l.id, l]));
  // The line the transaction would have refused first: its updates go in the order of the ids.
  const short = [...byId.values()].filter((l) => l.stock < l.quantity).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  if (short) throw new OutOfStock(r.variants.get(short.id)!, Math.max(0, short.stock));
  // The transaction checks the share line by line, in the order's order.
  const over = r.items.find((i) => byId.get(i.variant_id)?.within_share === false);
  if (over) throw new OverAnonymousShare(r.variants.get(over.variant_id)!);
  throw new Error('The checkout statement neither wrote the order nor refused it.');
}
