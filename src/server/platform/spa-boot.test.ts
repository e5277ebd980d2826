import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootScript, headHints, jsonForScript, ROUTE_PAGES, routeChunks, type Manifest } from './spa-boot';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_shell-c.js': { file: 'assets/shell-c.js', name: 'shell', imports: ['index.html', '_icons-d.js'] },
  '_icons-d.js': { file: 'assets/icons-d.js', imports: ['_react-b.js'] },
  'src/client/features/store/StorePage.tsx': {
    file: 'assets/StorePage-e.js',
    src: 'src/client/features/store/StorePage.tsx',
    imports: ['index.html', '_shell-c.js', '_grid-f.js'],
  },
  '_grid-f.js': { file: 'assets/grid-f.js' },
  'src/client/features/auth/LoginForm.tsx': {
    file: 'assets/LoginForm-g.js',
    src: 'src/client/features/auth/LoginForm.tsx',
    imports: ['index.html', '_zod-h.js'],
  },
  '_zod-h.js': { file: 'assets/zod-h.js' },
};

describe('route chunks', () => {
  it('hints the shell, the page and what they import, but nothing index.html loads already', () => {
    expect(routeChunks(manifest, '/store', true).sort()).toEqual([
      '/assets/StorePage-e.js',
      '/assets/grid-f.js',
      '/assets/icons-d.js',
      '/assets/shell-c.js',
    ]);
    // A route without a known page still gets the shell.
    expect(routeChunks(manifest, '/settings', true).sort()).toEqual(['/assets/icons-d.js', '/assets/shell-c.js']);
  });

  it('hints the login form on /auth, and nothing of the shell to a visitor who will be sent there', () => {
    expect(routeChunks(manifest, '/auth', false).sort()).toEqual(['/assets/LoginForm-g.js', '/assets/zod-h.js']);
    expect(routeChunks(manifest, '/store', false)).toEqual([]);
  });

  it('names page modules that exist', () => {
    for (const [, file] of ROUTE_PAGES) expect(fs.existsSync(file), file).toBe(true);
  });
});

describe('the HTML written', () => {
  it('embeds data that cannot close its script element, and reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028 -->' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
    const script = bootScript({ '/api/me': value });
    expect(script.startsWith('<script type="application/json" id="boot-data">')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(bootScript({})).toBe('');
  });

  it('preloads the picture first, with its srcset, then the modules, escaping attributes', () => {
    const html = headHints(['/assets/a.js'], { href: '/media/x"y.webp', srcset: '/media/1.webp 1w', sizes: '100vw' });
    expect(html.split('\n')[0]).toBe(
      '<link rel="preload" as="image" href="/media/x&quot;y.webp" imagesrcset="/media/1.webp 1w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(headHints([], undefined)).toBe('');
  });
});
