import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errorMessages } from '../../../shared/errors';
import { AppError } from '../../platform/errors';
import type { Throttle } from '../../platform/rate-limit';
import { findUserById } from './auth.queries';
import { verifyPassword } from './password';

/**
 * Confirms a member's password before a sensitive change; wrong guesses count against the same
 * budget as logins, so a stolen session cannot be used to brute-force the password.
 */
export async function checkPassword(
  deps: { db: Kysely<Database>; throttle: Throttle },
  userId: string,
  password: string,
  field = 'password',
): Promise<void> {
  await deps.throttle.hit([`pw:${userId}`]);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'unauthenticated');
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError(400, 'wrong_password', undefined, { [field]: errorMessages.wrong_password });
  }
  await deps.throttle.reset(`pw:${userId}`);
}
