import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (p: string) => fileURLToPath(new URL(`./src/client/${p}`, import.meta.url));
const MAIN = source('main.tsx');
const ROUTES = source('app/routes.tsx');
const SHELL = source('app/AppShell.tsx');
const BRAND_BOT = source('features/assistant/BrandBot.tsx');
const SCHEMA_PARTS = fileURLToPath(new URL('./src/shared/schema-parts.ts', import.meta.url));

type ModuleInfoOf = (
  id: string,
) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/** The app's own modules reachable from `roots` through static imports, and the dynamic ones `follow` allows. */
function reachable(roots: string[], info: ModuleInfoOf, follow: (from: string, to: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const mod = info(id);
    const next = [...(mod?.importedIds ?? []), ...(mod?.dynamicallyImportedIds ?? []).filter((to) => follow(id, to))];
    // Packages stay out: barrels such as radix-ui re-export far more than is used, and Rollup
    // places a package's modules well by itself.
    stack.push(...next.filter((dep) => !dep.includes('/node_modules/')));
  }
  return seen;
}

let shellModules: Set<string> | undefined;
let authModules: Set<string> | undefined;
const UI_KIT = [source('ui/'), source('lib/')];

/*
 * What the signed-in shell needs goes in one 'shell' chunk. Left to itself Rollup splits it by sharing
 * into some forty small files, and a phone on HTTP/1.1 (six connections) pays a round trip for every
 * six of them. Modules that /auth may load (the entry, its forms, BrandBot) stay out of it, so that
 * /auth never downloads the shell.
 */
function shellChunk(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined {
  if (!shellModules) {
    const outside = reachable([MAIN], getModuleInfo, (from, to) => from !== ROUTES || to === BRAND_BOT);
    const shell = reachable([SHELL], getModuleInfo, () => false);
    shellModules = new Set([...shell].filter((m) => !outside.has(m)));
  }
  if (shellModules.has(id)) return 'shell';
  // The schema building blocks only ever load with zod itself: one file, not a tiny one beside it.
  if (id.includes('/node_modules/zod/') || id === SCHEMA_PARTS) return 'schemas';
  // The generic pieces the pages share but the shell does not (dialog frame, field, load more…) go in
  // one chunk too, rather than one small file each; /auth's own pieces stay out for its budget.
  authModules ??= reachable([MAIN], getModuleInfo, (from, to) => from !== ROUTES || to === BRAND_BOT);
  return UI_KIT.some((dir) => id.startsWith(dir)) && !authModules.has(id) ? 'ui-kit' : undefined;
}

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
// '^/store/' is the storefront API; the '/store' page itself is the client's.
const proxied = ['/api', '/avatars', '/media', '^/store/'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist/client',
    // The server reads it to hint each route's chunks in the HTML (src/server/platform/spa-boot.ts).
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      // The server's build (src/client/entry-server.tsx) keeps Node's own chunking.
      output: isSsrBuild
        ? {}
        : {
            // No merging of small chunks: it folded page chunks into the shell's package chunk, which the
            // shell imports, and the two then imported each other.
            experimentalMinChunkSize: 0,
            manualChunks: shellChunk,
            // Only the modules named go to the shell chunk, not everything they import (the entry's React…).
            onlyExplicitManualChunks: true,
          },
    },
  },
}));
