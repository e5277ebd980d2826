import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import { AppError } from '../../platform/errors';
import { requireMemberId } from '../../platform/session';

/**
 * The console's guard: anonymous callers get the usual 401, and any member who is not an operator
 * the usual 404, so that the console does not reveal it exists. Read on every call, so that a
 * revoked operator loses the console at once.
 */
export async function requireOperator(db: Kysely<Database>, request: FastifyRequest): Promise<string> {
  const memberId = requireMemberId(request);
  const row = await db
    .selectFrom('users')
    .select(['is_operator', 'suspended_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row || !toBool(row.is_operator) || row.suspended_at !== null) throw new AppError(404, 'not_found');
  return memberId;
}
