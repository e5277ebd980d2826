import { describe, expect, it } from 'vitest';
import { signupMember, type TestApp } from '../testing/harness';
import { useTestApp } from '../testing/test-app';
import { DEMO_OPERATOR, seedDemoOperator } from './operator-seed';

/** The members with the demo operator's email, and whether each is an operator. */
const holdersOf = (app: TestApp) =>
  app.database.db.selectFrom('users').select(['id', 'is_operator']).where('email', '=', DEMO_OPERATOR.email).execute();

describe('the demo operator', () => {
  const t = useTestApp();

  it('is added once as an operator who signs in with the public password', async () => {
    await seedDemoOperator(t.seedDeps);
    await seedDemoOperator(t.seedDeps);
    expect(await holdersOf(t)).toEqual([{ id: expect.any(String), is_operator: 1 }]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().member.isOperator).toBe(true);
  });
});

describe('a member who already took the address', () => {
  const taken = useTestApp();

  it('keeps it as a plain member: the demo operator is not added', async () => {
    const member = await signupMember(taken.app, { email: DEMO_OPERATOR.email });
    await seedDemoOperator(taken.seedDeps);
    expect(await holdersOf(taken)).toEqual([{ id: member.member.id, is_operator: 0 }]);
  });
});
