// The server the end-to-end journeys run against: a fresh data directory with demo data, every run.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale, distDir } from './build-state.mjs';

if (buildIsStale()) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandsocial-e2e-'));
const child = spawn(process.execPath, [path.join(distDir, 'server/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    // Journeys sign up many members and check out many times from one address within minutes, and
    // many of them act as the one demo member: budgets meant for a single person would refuse them.
    AUTH_RATE_LIMIT: '1000',
    STORE_CHECKOUT_RATE_LIMIT: '1000',
    WRITE_RATE_SCALE: '10',
    // The same for a new account's hourly limits; and journeys write the same words ('Que lindo!')
    // from the same accounts, run after run, within the repeated-comment window.
    NEW_ACCOUNT_RATE_SCALE: '10',
    REPEATED_COMMENT_WINDOW_S: '0',
    // Every browser of every journey connects from this one address.
    MAX_CONNECTIONS_PER_IP: '0',
    DATABASE_URL: '',
    // One machine's defaults, as a fresh clone runs: with a Redis inherited from the shell, the media
    // jobs would wait for a worker that the journeys do not start (and a queue other runs share).
    REDIS_URL: '',
    // The console's journey signs this account up: it becomes an operator as it would in production.
    OPERATOR_EMAILS: 'operadora.e2e@exemplo.com.br',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
