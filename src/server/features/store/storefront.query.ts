import { ptBR } from '../../../shared/i18n/pt-BR';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, listSortKeys } from '../../../shared/store';
import { AppError } from '../../platform/errors';
import type { ListParams } from './catalog.service';
import type { SortKey } from './catalog.queries';

/*
 * Query strings of the storefront calls. Array parameters arrive three ways (`ids%5B%5D=a`,
 * `ids[]=a`, `ids=a&ids=b`), so the raw query is read here rather than by the framework's parser,
 * and every name is checked against the call's list: an unknown one is a 400.
 */

export type Query = Map<string, string[]>;

const MAX_ARRAY = 200;
const MAX_VALUE = 200;

export function parseQuery(url: string): Query {
  const at = url.indexOf('?');
  const out: Query = new Map();
  if (at < 0) return out;
  for (const [rawKey, value] of new URLSearchParams(url.slice(at + 1))) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const list = out.get(key);
    if (list) list.push(value);
    else out.set(key, [value]);
  }
  return out;
}

const invalid = (name: string) => new AppError(400, 'validation_failed', ptBR.store.invalidParameter(name));

export function allowOnly(query: Query, names: readonly string[]): void {
  for (const key of query.keys()) {
    if (!names.includes(key)) throw new AppError(400, 'validation_failed', ptBR.store.unknownParameter(key));
  }
}

function single(query: Query, name: string): string | undefined {
  const values = query.get(name);
  if (!values) return undefined;
  if (values.length > 1 || values[0]!.length > MAX_VALUE) throw invalid(name);
  return values[0];
}

export function list(query: Query, name: string): string[] | undefined {
  const values = query.get(name);
  if (!values) return undefined;
  const items = values.filter((v) => v !== '');
  if (items.length > MAX_ARRAY || items.some((v) => v.length > MAX_VALUE)) throw invalid(name);
  return items;
}

function integer(query: Query, name: string, min: number): number | undefined {
  const v = single(query, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,9}$/.test(v) || Number(v) < min) throw invalid(name);
  return Number(v);
}

function boolean(query: Query, name: string): boolean | undefined {
  const v = single(query, name)?.toLowerCase();
  if (v === undefined) return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw invalid(name);
}

export const productListParams = [
  'ids',
  'offset',
  'limit',
  'order',
  'sort_by',
  'is_hidden',
  'to_date',
  'collection_ids',
  'type',
  'exclude_types',
] as const;

export function productListQuery(query: Query): ListParams {
  allowOnly(query, productListParams);
  const order = single(query, 'order')?.toUpperCase();
  if (order !== undefined && order !== 'ASC' && order !== 'DESC') throw invalid('order');
  const sortBy = single(query, 'sort_by') ?? 'order';
  if (!(listSortKeys as readonly string[]).includes(sortBy)) throw invalid('sort_by');
  const toDateText = single(query, 'to_date');
  let toDate: number | undefined;
  if (toDateText !== undefined) {
    toDate = Date.parse(toDateText);
    if (Number.isNaN(toDate)) throw invalid('to_date');
  }
  const excludeTypes = single(query, 'exclude_types')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // A page larger than the maximum is served at the maximum rather than refused.
  const limit = Math.min(integer(query, 'limit', 1) ?? LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
  return {
    filters: {
      ids: list(query, 'ids'),
      collectionIds: list(query, 'collection_ids'),
      type: single(query, 'type'),
      excludeTypes,
      hidden: boolean(query, 'is_hidden'),
      toDate,
    },
    sortBy: sortBy as SortKey,
    desc: order === 'DESC',
    offset: integer(query, 'offset', 0) ?? 0,
    limit,
  };
}

export function productQuery(query: Query): 'id' | 'handle' {
  allowOnly(query, ['field']);
  const field = single(query, 'field') ?? 'id';
  if (field !== 'id' && field !== 'slug') throw invalid('field');
  return field === 'slug' ? 'handle' : 'id';
}

export function variantsQuery(query: Query): string[] {
  allowOnly(query, ['fields', 'product_ids']);
  const fields = single(query, 'fields');
  if (fields !== undefined && fields.split(',').some((f) => f.trim() !== 'inventory_quantity')) throw invalid('fields');
  return list(query, 'product_ids') ?? [];
}

export function pageQuery(query: Query): { offset: number; limit: number } {
  allowOnly(query, ['offset', 'limit']);
  return {
    offset: integer(query, 'offset', 0) ?? 0,
    limit: Math.min(integer(query, 'limit', 1) ?? LIST_LIMIT_MAX, LIST_LIMIT_MAX),
  };
}
