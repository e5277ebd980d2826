import type { Kysely } from 'kysely';
import { normaliseEmail } from '../../../shared/auth';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { setOperatorRole } from '../auth/operator-role';

/*
 * `npm run operator -- grant <email>` / `revoke <email>` / `list`: the operator role from the
 * server's own machine, for the first operator and for taking the role back (an operator cannot
 * suspend another). Each grant or revoke is written to the audit log as the command line's.
 */

export interface OperatorCliDeps {
  db: Kysely<Database>;
  clock: Clock;
  write(text: string): void;
  writeError(text: string): void;
}

const USAGE = 'uso: npm run operator -- grant <email> | revoke <email> | list';

async function changeRole(deps: OperatorCliDeps, rawEmail: string, isOperator: boolean): Promise<number> {
  const email = normaliseEmail(rawEmail);
  const user = await deps.db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirst();
  if (!user) {
    deps.writeError(`Nenhuma conta com o email ${email}.\n`);
    return 1;
  }
  const changed = await deps.db
    .transaction()
    .execute((trx) =>
      setOperatorRole(trx, { userId: user.id, isOperator, actorId: null, via: 'command-line', at: deps.clock.now() }),
    );
  const who = `${user.name} <${email}>`;
  if (isOperator) deps.write(changed ? `${who} agora é operador.\n` : `${who} já era operador.\n`);
  else deps.write(changed ? `${who} não é mais operador.\n` : `${who} já não era operador.\n`);
  return 0;
}

async function listOperators(deps: OperatorCliDeps): Promise<number> {
  const rows = await deps.db
    .selectFrom('users')
    .select(['name', 'email', 'suspended_at'])
    .where('is_operator', '=', 1)
    .orderBy('email')
    .execute();
  if (rows.length === 0) deps.write('Nenhum operador.\n');
  for (const r of rows) deps.write(`${r.email}\t${r.name}${r.suspended_at !== null ? '\t(suspenso)' : ''}\n`);
  return 0;
}

/** Runs one command; returns the process exit code. */
export async function runOperatorCli(args: string[], deps: OperatorCliDeps): Promise<number> {
  const [command, email] = args;
  if ((command === 'grant' || command === 'revoke') && email && args.length === 2) {
    return changeRole(deps, email, command === 'grant');
  }
  if (command === 'list' && args.length === 1) return listOperators(deps);
  deps.writeError(`${USAGE}\n`);
  return 1;
}
