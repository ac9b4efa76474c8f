import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built apps, started exactly as
 * `npm start` starts them, on their own ports and a fresh embedded database.
 */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
export const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 3101);
/** The stack's mail catcher (its inbox web UI and REST API): lead emails land there. */
export const MAILDEV_WEB_PORT = Number(process.env.E2E_MAILDEV_WEB_PORT ?? SITE_PORT + 80);
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';

export default defineConfig({
  testDir: './tests',
  // After the stack is up (Playwright starts its web server first): waits for npm test's other suites.
  globalSetup: './globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: '../artifacts/e2e-results',
  reporter: [['list'], ['json', { outputFile: '../artifacts/e2e-results.json' }]],
  use: {
    baseURL: `http://coastline.localhost:${SITE_PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    cwd: __dirname,
    url: `http://localhost:${SITE_PORT}/api/health`,
    timeout: 900_000,
    // E2E_REUSE_SERVER=true runs against a stack you already started on these ports (same seed password).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === 'true',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      SITE_PORT: String(SITE_PORT),
      CMS_PORT: String(CMS_PORT),
      DATA_DIR: '.data/e2e',
      START_FRESH: 'true',
      SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? 'false',
      SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Always the stack's own mail catcher, even when the shell has an SMTP_URL.
      SMTP_URL: '',
      // And its own development SMS adapter (codes in the CMS log and the inbox), whatever the shell says.
      SMS_WEBHOOK_URL: '',
      // Every test signs in from this one address: the per-address code limit (10 an hour) would stop the suite.
      SIGN_IN_CODES_PER_IP_PER_HOUR: '200',
      MAILDEV_WEB_PORT: String(MAILDEV_WEB_PORT),
    },
  },
});
