import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the operator settings', () => {
  it('reads OPERATOR_EMAILS as a list of lower-case addresses', () => {
    expect(loadConfig({ OPERATOR_EMAILS: 'Ana@Exemplo.com.br, bia@exemplo.com.br' }).operatorEmails).toEqual([
      'ana@exemplo.com.br',
      'bia@exemplo.com.br',
    ]);
    expect(loadConfig({}).operatorEmails).toEqual([]);
  });

  it('creates the demo operator only when SEED_DEMO is asked for, not by the default', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemoOperator).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemoOperator).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemoOperator).toBe(false);
  });
});
