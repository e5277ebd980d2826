// `npm run backup -- <dir>`: an online copy of DATA_DIR (database and media) while the server runs.
// `npm run restore -- <dir> [--force]`: brings it back, with the server stopped (docs/deploy.md).
import { loadConfig } from '../src/server/config';
import { backup, restore } from '../src/server/ops/backup';

const [command, dir, ...rest] = process.argv.slice(2);
const config = loadConfig();
try {
  if (!dir || (command !== 'backup' && command !== 'restore')) {
    throw new Error('Uso: npm run backup -- <pasta>   |   npm run restore -- <pasta> [--force]');
  }
  if (command === 'backup') {
    const postgres = Boolean(config.databaseUrl);
    const report = await backup(config.dataDir, dir, { sqlite: !postgres });
    process.stdout.write(
      `Backup em ${report.dir}: ${report.database ? 'banco de dados e ' : ''}${report.files} arquivos.\n`,
    );
    if (postgres) process.stdout.write('PostgreSQL: copie o banco com pg_dump (docs/deploy.md).\n');
    if (config.s3) {
      process.stdout.write(
        `Mídia no bucket ${config.s3.bucket}: copie-o com as ferramentas do serviço (docs/deploy.md).\n`,
      );
    }
  } else {
    const report = restore(dir, config.dataDir, { force: rest.includes('--force') });
    process.stdout.write(
      `Restaurado de ${report.dir}: ${report.database ? 'banco de dados e ' : ''}${report.files} arquivos.\n`,
    );
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
