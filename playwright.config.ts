import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3100';
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: 0,
  // Journeys run two at a time beside a server, ffmpeg and Chromium on a two-core machine: the
  // defaults (30 s a test, 5 s an assertion) cut off slow but correct runs. Machines of the same size
  // have been seen three times slower than others; the longest journeys then take over a minute, and
  // a page's first read under a load average of 14 has taken over 10 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      // Debian's Chromium, as its headless shell: the tests never download a browser. The shell
      // spent about 40 % less CPU than the full browser over the same journeys on a two-core
      // machine, where the journeys are bound by the browser's CPU (decisions 043 and 044).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
