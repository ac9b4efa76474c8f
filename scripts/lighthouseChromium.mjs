/**
 * The Chromium that Lighthouse drives in `npm run bench:pages` and `scripts/cpu-by-process.mjs`:
 * one list, so the diagnosis runs the browser the bench measures with.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
