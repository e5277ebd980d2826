import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { catalogFileSchema } from '../../../shared/store-import';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../platform/storage';
import { exportCatalog } from './admin-export.service';
import { dataUrlResolver, importCatalog, type ImageResolver } from './admin.service';

/*
 * `npm run store -- import <file.json>` and `npm run store -- export [file.json]`: the operator's
 * catalog tools. Images in the file may be paths (relative to the file), http(s) URLs, data URLs or
 * `/media/…` URLs this server already serves.
 */

const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/** The CLI may read the operator's disk and the network; the admin API may not. */
export function fileResolver(baseDir: string): ImageResolver {
  return async (ref) => {
    if (ref.startsWith('/media/')) return null;
    if (ref.startsWith('data:')) return dataUrlResolver(ref);
    if (/^https?:\/\//i.test(ref)) {
      const res = await fetch(ref, { signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new Error(`could not download ${ref}: HTTP ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`${ref} is larger than 25 MB`);
      return bytes;
    }
    const file = ref.startsWith('file://') ? new URL(ref).pathname : path.resolve(baseDir, ref);
    return fs.promises.readFile(file);
  };
}

export interface CliDeps {
  db: Kysely<Database>;
  storage: Storage;
  clock: Clock;
  write(text: string): void;
}

const USAGE = 'usage: npm run store -- import <file.json> | export [file.json]';

/** Runs one CLI command; returns the process exit code. */
export async function runStoreCli(args: string[], deps: CliDeps): Promise<number> {
  const [command, file] = args;
  if (command === 'import' && file) {
    const input: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    const parsed = catalogFileSchema.safeParse(input);
    if (!parsed.success) {
      deps.write(`Arquivo inválido:\n${z.prettifyError(parsed.error)}\n`);
      return 1;
    }
    const result = await importCatalog(deps, parsed.data, fileResolver(path.dirname(path.resolve(file))));
    deps.write(
      `Importação concluída: ${result.created} produto(s) criado(s), ${result.updated} atualizado(s), ${result.variants} variante(s), ${result.collections} coleção(ões).\n`,
    );
    return 0;
  }
  if (command === 'export') {
    const json = JSON.stringify(await exportCatalog(deps), null, 2) + '\n';
    if (file) {
      await fs.promises.writeFile(file, json);
      deps.write(`Catálogo exportado para ${file}.\n`);
    } else {
      deps.write(json);
    }
    return 0;
  }
  deps.write(`${USAGE}\n`);
  return 2;
}
