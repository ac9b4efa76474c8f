import fs from 'node:fs';

/**
 * `npm test` starts this suite alongside the unit and integration suites, so the stack is built and
 * started meanwhile; the browser tests wait here until those suites have finished and written the
 * file named by E2E_START_AFTER (scripts/test.mjs), so they have the machine to themselves.
 */
export default async function waitForOtherSuites(): Promise<void> {
  const gate = process.env.E2E_START_AFTER;
  if (!gate) return;
  while (!fs.existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 1000));
}
