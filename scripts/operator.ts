// The operator role from the command line: `npm run operator -- grant <email>` / `revoke <email>` / `list`.
import { runOperatorCli } from '../src/server/features/admin/operator-cli';
import { systemClock } from '../src/server/platform/clock';
import { runOnDatabase } from './cli-database';

await runOnDatabase((database) =>
  runOperatorCli(process.argv.slice(2), {
    db: database.db,
    clock: systemClock,
    write: (text) => process.stdout.write(text),
    writeError: (text) => process.stderr.write(text),
  }),
);
