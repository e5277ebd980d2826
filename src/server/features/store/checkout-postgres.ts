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
 * each row as it is once locked, after any checkout that held it committed; the stock of all lines
 * is judged on those rows, and they cannot change until this statement ends, so the updates either
 * all happen or none does.
 *
 * An anonymous order must also keep within the anonymous share of held stock, which is read from
 * the held order lines, and those are seen as of the statement's start, not after its locks. They
 * are exact only when no other write reached the variants' rows since the statement started: a
 * checkout's held lines commit with its update of the variant's row. So the version of each row as
 * the statement first saw it (`seen`) must be the one it locked; otherwise the statement writes
 * nothing and the caller takes the transaction, which reads the lines after the lock.
 */

type Buyer = 'member' | 'anonymous';

type Values = { order: string; items: string; fulfilments: string; now: number; percent?: number };

interface Line {
  id: string;
  quantity: number;
  stock: number;
  unchanged: boolean;
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

/** The lines' judgement: the stock once locked, and for an anonymous buyer the share and the versions. */
function linesSql(buyer: Buyer, v: Values) {
  if (buyer === 'member') {
    return sql`select w.id, w.quantity, coalesce(l.stock, 0) as stock, true as unchanged, true as within_share
      from want as w left join locked as l on l.id = w.id`;
  }
  // `anonymousShare`'s arithmetic: the order's own units are held by the buyer without an account, and
  // what is unsold (shelf plus held) does not change when units move from the shelf to this order.
  return sql`select w.id, w.quantity, coalesce(l.stock, 0) as stock, l.version = s.version as unchanged,
      coalesce(h.anonymous, 0) + w.quantity
        <= ceil((coalesce(l.stock, 0) + coalesce(h.held, 0)) * ${v.percent}::float8 / 100) as within_share
    from want as w
    left join locked as l on l.id = w.id
    left join seen as s on s.id = w.id
    left join held as h on h.id = w.id`;
}

// `locked` takes the rows in the order of the transaction's updates (checkout.service.ts), so no two
// checkouts wait on each other in a cycle, whichever way each is written. `held` reads as heldUnits
// does, with `held = 1` a literal: only then may the planner take migration 028's partial index. It
// looks the lines up variant by variant: over the whole set, the planner (which takes the JSON for a
// hundred lines) chose to scan every order and every order line, a cost that grew with the pending
// orders and halved the checkouts a second.
const reserveStatement = reusableStatements(
  (buyer: Buyer, orderColumns: string, itemColumns: string) => (_db: Db, v: Values) => {
    const order = orderColumns.split(',');
    const item = itemColumns.split(',');
    const anonymous = buyer === 'anonymous';
    return sql<{ written: number; lines: Line[] | null }>`with
    payload as materialized (
      select * from json_populate_recordset(null::store_order_items, ${v.items}::json)),
    want as (select variant_id as id, quantity from payload where reserved = 1),
    locked as materialized (
      select v.id, v.stock, v.ctid as version from store_variants as v
      where v.id in (select id from want)
      order by v.id collate "C"
      for no key update),
    ${
      anonymous
        ? sql`seen as (select v.id, v.ctid as version from store_variants as v where v.id in (select id from want)),
    held as (
      select w.id, h.held, h.anonymous from want as w cross join lateral (
        select sum(i.quantity) as held, sum(case when o.member_id is null then i.quantity else 0 end) as anonymous
        from store_order_items as i inner join store_orders as o on o.id = i.order_id
        where i.held = 1 and i.variant_id = w.id) as h),`
        : sql``
    }
    lines as (${linesSql(buyer, v)}),
    verdict as (
      select coalesce(bool_and(stock >= quantity and unchanged and within_share), true) as go from lines),
    taken as (
      update store_variants as v set stock = v.stock - w.quantity, updated_at = ${v.now}::bigint
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
 * Reserves and writes the order in one statement. True when written; false when an anonymous order
 * met a concurrent write to one of its variants and must take the transaction instead. Throws the
 * same refusals as the transaction, with the units left as the statement saw them.
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
) {
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
  if (written === 1) return true;
  const byId = new Map((lines ?? []).map((l) => [l.id, l]));
  // The line the transaction would have refused first: its updates go in the order of the ids.
  const short = [...byId.values()].filter((l) => l.stock < l.quantity).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  if (short) throw new OutOfStock(r.variants.get(short.id)!, Math.max(0, short.stock));
  if ([...byId.values()].some((l) => !l.unchanged)) return false;
  // The transaction checks the share line by line, in the order's order.
  const over = r.items.find((i) => byId.get(i.variant_id)?.within_share === false);
  if (over) throw new OverAnonymousShare(r.variants.get(over.variant_id)!);
  throw new Error('The checkout statement neither wrote the order nor refused it.');
}
