import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server secret: from the environment when given (several instances must share one),
 * else generated once and kept in DATA_DIR with owner-only permissions.
 */
export function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}
