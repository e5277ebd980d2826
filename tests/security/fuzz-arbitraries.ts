import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/** The subset of JSON Schema that `z.toJSONSchema` writes for our request schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

const HUGE = 'ç'.repeat(200_000);

/** Values no field expects: wrong types, extremes, hostile text. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\u202eetreS',
    '💥'.repeat(500),
    HUGE,
    '<script>window.__xss=1</script>',
    "'; DROP TABLE users; --",
    '../../../etc/passwd',
    '__proto__',
    'constructor',
    '{"$ne":null}',
    'null',
    'NaN',
    '-0',
    '1e309',
  ),
  fc.integer(),
  fc.constantFrom(-1, 0, -0.5, 1.5, -(2 ** 31), 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

function typesOf(s: JsonSchema): string[] {
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
}

/** A value the schema could accept (often), so mutations land deep in the handler, not only at the gate. */
export function validish(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validish(a, depth + 1)));
  if (s.allOf?.length) return validish(Object.assign({}, ...s.allOf) as JsonSchema, depth + 1);
  const type = typesOf(s)[0];
  switch (type) {
    case 'string':
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uri') return fc.webUrl();
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -1e9), max: Math.min(s.maximum ?? 1_000_000, 1e9) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? validish(s.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(s, depth, () => fc.constant(undefined));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with the schema's keys, each valid-ish or (per `mutate`) something else, or left out. */
function objectOf(
  s: JsonSchema,
  depth: number,
  mutate: () => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) {
    const value = fc.oneof({ weight: 4, arbitrary: validish(sub, depth + 1) }, { weight: 1, arbitrary: mutate() });
    record[key] = required.has(key) ? value : fc.option(value, { nil: undefined, freq: 3 });
  }
  return fc.record(record).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}

/** Adds keys that pollute `Object.prototype` in careless merges; JSON.parse keeps them as own keys. */
function withPollution(json: string): string {
  const hostile = '"__proto__":{"polluted":"sim"},"constructor":{"prototype":{"polluted":"sim"}}';
  return json === '{}' ? `{${hostile}}` : json.replace(/^\{/, `{${hostile},`);
}

/** JSON request bodies derived from a route's zod schema: wrong, extreme, hostile, and nearly valid. */
export function bodies(schema: ZodType): fc.Arbitrary<string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const isObject = typesOf(json).includes('object') || Boolean(json.properties);
  const shaped = isObject ? objectOf(json, 0, () => nasty) : validish(json);
  const near = isObject ? objectOf(json, 0, () => fc.constant(undefined)) : validish(json);
  return fc.oneof(
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: nasty.map((v) => JSON.stringify(v)) },
    { weight: 4, arbitrary: shaped.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: near.map((v) => withPollution(JSON.stringify(v))) },
  );
}

/** Nearly valid bodies of the schema with a NUL character in every string (PostgreSQL cannot store one). */
export function withNul(schema: ZodType, count = 5): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const isObject = typesOf(json).includes('object') || Boolean(json.properties);
  const near = isObject ? objectOf(json, 0, () => fc.constant(undefined)) : validish(json);
  const poison = (v: unknown): unknown =>
    typeof v === 'string'
      ? `${v}\u0000x`
      : Array.isArray(v)
        ? v.map(poison)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, poison(x)]))
          : v;
  return fc.sample(near, { numRuns: count, seed: 7 }).map((v) => JSON.stringify(poison(v)));
}

/** Strings for a path segment or a query parameter: empty-ish, long, encoded, hostile. */
export const segmentText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.constantFrom(
    '%00',
    'a\u0000b',
    '..',
    '../../etc/passwd',
    'a'.repeat(5000),
    '-1',
    '99999999999999999999',
    '__proto__',
    "' OR 1=1 --",
    '💥',
    ' ',
    'null',
  ),
);
