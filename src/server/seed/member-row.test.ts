import { describe, expect, it } from 'vitest';
import { isAdult, parseDay } from '../../shared/minors';
import { demoBirthDate } from './member-row';

describe('demoBirthDate', () => {
  it("gives every demo member a real day that is an adult's, so no demo account is treated as a minor", () => {
    const names = ['Ana Demo', 'Bruno Nexo', 'Lucas Ferreira', 'Beatriz Souza', 'Olga Operadora', 'Zé', 'Ítalo Ávila'];
    for (const name of names) {
      const born = demoBirthDate(name);
      expect(parseDay(born), `${name}: ${born}`).not.toBeNull();
      expect(isAdult(born, '2017-01-01'), `${name}: ${born}`).toBe(true);
    }
    expect(new Set(names.map(demoBirthDate)).size).toBeGreaterThan(1);
  });
});
