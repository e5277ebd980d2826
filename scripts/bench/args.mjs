// Command-line flags of `npm run bench` (and of generate.mjs, which takes the data-set ones).
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run bench -- [flags]

  --members N        members in the generated database (default 10000)
  --db sqlite|postgres  database engine (default sqlite); postgres uses DATABASE_URL when set,
                     otherwise a throwaway database on 127.0.0.1:5432 that is dropped afterwards
  --duration S       seconds of measured load per scenario (default 10)
  --warmup S         seconds of unmeasured load before each scenario (default 2; 0 to skip)
  --connections C    concurrent connections (default 50)
  --only a,b         run only these scenarios (health always runs, as the ceiling)
  --port P           port for the server (default: a free one)
  --seed N           seed of the data generator (default 20260101)
  --keep             keep the data directory (and the throwaway PostgreSQL database)
  --json FILE        also write the results as JSON to FILE
  --no-record        do not append the results to bench/RESULTS.md
  --help             this text`;

/** A mistake in the command line: reported in one line, without a stack. */
export class UsageError extends Error {}

function positiveInt(name, value, { min = 1 } = {}) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer ≥ ${min} (got "${value}")`);
  return n;
}

const OPTIONS = {
  members: { type: 'string', default: '10000' },
  db: { type: 'string', default: 'sqlite' },
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '2' },
  connections: { type: 'string', default: '50' },
  only: { type: 'string' },
  port: { type: 'string' },
  seed: { type: 'string', default: '20260101' },
  keep: { type: 'boolean', default: false },
  json: { type: 'string' },
  'no-record': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
};

export function parseBenchArgs(argv) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, strict: true, options: OPTIONS }));
  } catch (err) {
    throw new UsageError(err.message);
  }
  if (!['sqlite', 'postgres'].includes(values.db))
    throw new UsageError(`--db must be sqlite or postgres (got "${values.db}")`);
  return {
    help: values.help,
    members: positiveInt('members', values.members),
    db: values.db,
    duration: positiveInt('duration', values.duration),
    warmup: positiveInt('warmup', values.warmup, { min: 0 }),
    connections: positiveInt('connections', values.connections),
    only: values.only
      ? values.only
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : null,
    port: values.port ? positiveInt('port', values.port) : undefined,
    seed: positiveInt('seed', values.seed, { min: 0 }),
    keep: values.keep,
    json: values.json,
    record: !values['no-record'],
  };
}
