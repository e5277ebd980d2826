// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the client build, so
// the server sends the compressed copy to browsers that accept it, at no CPU cost per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
// Smaller files gain less than the headers cost.
const MIN_BYTES = 1024;

export function precompress(dir) {
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    files++;
  }
  return files;
}
