// Command-line flags of `npm run bench` (and of generate.mjs, which takes the data-set ones).
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run bench -- [flags]

  --size small|large|both  data-set size (default small): small is 10 000 members, 100 000 posts,
                     1 000 000 likes and 100 000 follows; large is 100 000 members, 2 000 000 posts,
                     20 000 000 likes and 1 000 000 follows; both runs small then large and reports
                     how each scenario's cost grows (large/small)
  --members N        members (overrides the size's)
  --posts N          posts (overrides the size's)
  --likes N          likes (overrides the size's)
  --follows N        member follows (overrides the size's)
  --db sqlite|postgres  database engine (default sqlite); postgres uses DATABASE_URL when set,
                     otherwise a throwaway database on 127.0.0.1:5432 that is dropped afterwards
  --duration S       seconds of measured load per scenario (default 10)
  --warmup S         seconds of unmeasured load before each scenario (default 2; 0 to skip)
  --connections C    concurrent connections (default 50)
  --only a,b         run only these scenarios (health always runs, as the ceiling)
  --instances N      web instances on the same data (default 1); with more, each scenario runs on one
                     instance and then round-robin over all of them, and the scaling ratio is reported
  --port P           port for the server (default: a free one)
  --seed N           seed of the data generator (default 20260101)
  --keep             keep the data directory (and the throwaway PostgreSQL database)
  --json FILE        also write the results as JSON to FILE
  --cpu-prof DIR     write a V8 CPU profile of each server into DIR when it stops (open it in
                     Chrome's DevTools); run one scenario with --only to see that scenario alone
  --no-record        do not append the results to bench/RESULTS.md
  --help             this text`;

/** The two data sets the performance goals are stated for. */
export const SIZES = {
  small: { members: 10_000, posts: 100_000, likes: 1_000_000, follows: 100_000 },
  large: { members: 100_000, posts: 2_000_000, likes: 20_000_000, follows: 1_000_000 },
};

/** A mistake in the command line: reported in one line, without a stack. */
export class UsageError extends Error {}

function positiveInt(name, value, { min = 1 } = {}) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer ≥ ${min} (got "${value}")`);
  return n;
}

const OPTIONS = {
  size: { type: 'string', default: 'small' },
  members: { type: 'string' },
  posts: { type: 'string' },
  likes: { type: 'string' },
  follows: { type: 'string' },
  db: { type: 'string', default: 'sqlite' },
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '2' },
  connections: { type: 'string', default: '50' },
  only: { type: 'string' },
  instances: { type: 'string', default: '1' },
  port: { type: 'string' },
  seed: { type: 'string', default: '20260101' },
  keep: { type: 'boolean', default: false },
  json: { type: 'string' },
  'cpu-prof': { type: 'string' },
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
  if (!['small', 'large', 'both'].includes(values.size))
    throw new UsageError(`--size must be small, large or both (got "${values.size}")`);
  const counts = (size) => {
    const base = SIZES[size];
    const pick = (name) => (values[name] === undefined ? base[name] : positiveInt(name, values[name], { min: 0 }));
    return {
      members: values.members === undefined ? base.members : positiveInt('members', values.members),
      posts: pick('posts'),
      likes: pick('likes'),
      follows: pick('follows'),
    };
  };
  const sizes = values.size === 'both' ? ['small', 'large'] : [values.size];
  return {
    help: values.help,
    size: values.size,
    /** One data set per size to run, in order. */
    dataSets: sizes.map((size) => ({ size, ...counts(size) })),
    ...counts(sizes[0]),
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
    instances: positiveInt('instances', values.instances),
    port: values.port ? positiveInt('port', values.port) : undefined,
    seed: positiveInt('seed', values.seed, { min: 0 }),
    keep: values.keep,
    json: values.json,
    cpuProfDir: values['cpu-prof'],
    record: !values['no-record'],
  };
}
