import { describe, expect, it } from 'vitest';
import { isCatalogRace } from './migrate';

describe('isCatalogRace', () => {
  it('recognises a schema dropped under the migrator, however deep the cause', () => {
    expect(isCatalogRace(Object.assign(new Error('schema "t_x" does not exist'), { code: '3F000' }))).toBe(true);
    expect(isCatalogRace(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '42P01' }) }))).toBe(true);
  });
  it('recognises a column renamed in another schema while the migrator lists serial sequences', () => {
    const renamed = Object.assign(new Error('column "product_id" of relation "store_option_values" does not exist'), {
      code: '42703',
      routine: 'pg_get_serial_sequence',
    });
    expect(isCatalogRace(new Error('Migration failed', { cause: renamed }))).toBe(true);
  });
  it('leaves every other failure alone', () => {
    expect(isCatalogRace(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isCatalogRace(new Error('plain'))).toBe(false);
    expect(isCatalogRace(undefined)).toBe(false);
  });
});
