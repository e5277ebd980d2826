import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureSchemaMessages } from '../../src/shared/zod-messages';
import { createTestApp, type TestApp } from '../../src/server/testing/harness';
import { expectPtBrError, newActor, send, type Actor } from './support';

let t: TestApp;
let member: Actor;
beforeAll(async () => {
  t = await createTestApp();
  member = await newActor(t, 'Mensagens');
});
afterAll(async () => {
  await t.close();
});

describe('validation messages', () => {
  it('are pt-BR for every check a schema left without its own message', () => {
    configureSchemaMessages();
    const schema = z
      .object({
        text: z.string().min(3).max(5),
        count: z.number().int().min(1).max(9),
        kind: z.enum(['a', 'b']),
        email: z.email(),
        site: z.url(),
        list: z.array(z.number()).min(1).max(2),
        needed: z.string(),
      })
      .strict();
    const cases: [unknown, string][] = [
      [{ text: 'ab' }, 'Use pelo menos 3 caracteres.'],
      [{ text: 'abcdef' }, 'Use no máximo 5 caracteres.'],
      [{ count: 0 }, 'Informe um valor de pelo menos 1.'],
      [{ count: 10 }, 'Informe um valor de no máximo 9.'],
      [{ count: 1.5 }, 'Informe um número inteiro.'],
      [{ count: 'x' }, 'Valor inválido para este campo.'],
      [{ kind: 'c' }, 'Escolha uma das opções disponíveis.'],
      [{ email: 'x' }, 'Informe um email válido.'],
      [{ site: 'x' }, 'Informe um endereço válido, como https://exemplo.com.br.'],
      [{ list: [] }, 'Inclua pelo menos um item.'],
      [{ list: [1, 2, 3] }, 'No máximo 2 itens.'],
      [{ needed: undefined }, 'Preencha este campo.'],
      [{ extra: 1 }, 'Há campos que não fazem parte deste formulário.'],
    ];
    for (const [patch, message] of cases) {
      const valid = {
        text: 'abc',
        count: 1,
        kind: 'a',
        email: 'a@b.com.br',
        site: 'https://a.com.br',
        list: [1],
        needed: 'x',
      };
      const result = schema.safeParse({ ...valid, ...(patch as object) });
      expect(result.success, JSON.stringify(patch)).toBe(false);
      expect(result.error!.issues[0]!.message, JSON.stringify(patch)).toBe(message);
    }
  });

  it('keeps a message the schema wrote itself', () => {
    configureSchemaMessages();
    expect(z.string().min(1, { error: 'Informe o nome.' }).safeParse('').error!.issues[0]!.message).toBe(
      'Informe o nome.',
    );
  });

  it('reach the member from the API: wrong types, unknown fields and a body that is not an object', async () => {
    const bodies: [string, unknown][] = [
      ['/api/cart/items', { productId: 'p', variantId: 'v', quantity: 'muitos' }],
      ['/api/cart/items', 'texto solto'],
      ['/api/notifications/read-all', { a: 1 }],
    ];
    for (const [url, payload] of bodies) {
      const res = await send(t, member, 'POST', url, {
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectPtBrError(res, url);
    }
    const bad = await send(t, member, 'PATCH', '/api/settings/notifications', { payload: { like: 'sim' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Valor inválido para este campo.',
      fields: { like: 'Valor inválido para este campo.' },
    });
  });
});
