#!/usr/bin/env node
/**
 * `npm test`: unit, integration (real PostgreSQL) and end-to-end (real Chromium) suites, then
 * one line `N passed, N failed` summed over all of them. `npm test -- unit` runs one suite.
 *
 * With the end-to-end suite among others, Playwright starts at once: it builds and starts its
 * stack while the other suites run, and its tests wait (E2E_START_AFTER, e2e/globalSetup.ts) until
 * those have finished, so the browser tests have the machine to themselves. It runs at low
 * priority (`nice`), so the build does not slow those suites down, and its output is held until then. That saves the stack's build and start (about 6 minutes on a 2-core machine) from
 * the run's length.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ARTIFACTS = path.join(ROOT, 'artifacts');
fs.mkdirSync(ARTIFACTS, { recursive: true });

const jestResult = (file) => {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + json.numRuntimeErrorTestSuites,
    skipped: json.numPendingTests + json.numTodoTests,
  };
};

/** One Jest invocation writing its results to artifacts/{name}.json. */
const jest = (cwd, name, { config, env } = {}) => {
  const outputFile = path.join(ARTIFACTS, `${name}.json`);
  return {
    cwd,
    command: ['npx', 'jest', '--ci', ...(config ? ['-c', config] : []), '--json', `--outputFile=${outputFile}`],
    env,
    result: () => jestResult(outputFile),
  };
};

/** Each suite is one or more runner invocations; their counts are summed. */
const SUITES = {
  unit: [
    jest('packages/domain', 'unit-domain'),
    jest('packages/outbound', 'unit-outbound'),
    jest('packages/stock-search', 'unit-stock-search', { config: 'jest.unit.config.cjs' }),
    jest('site', 'unit-site'),
  ],
  integration: [
    jest('cms', 'integration-cms', { env: { NODE_OPTIONS: '--experimental-vm-modules' } }),
    jest('packages/stock-search', 'integration-stock-search'),
  ],
  e2e: [
    {
      cwd: 'e2e',
      command: ['npx', 'playwright', 'test'],
      env: { NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' },
      result: () => {
        const { stats } = JSON.parse(fs.readFileSync(path.join(ARTIFACTS, 'e2e-results.json'), 'utf8'));
        return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
      },
    },
  ],
};

/**
 * Runs one runner. With `held`, its output is kept until `held.release()` and then written, and
 * from then on it is written as it comes.
 */
function run({ cwd, command, env = {} }, held = null) {
  return new Promise((resolve) => {
    const [bin, ...args] = command;
    const child = spawn(bin, args, {
      cwd: path.join(ROOT, cwd),
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (held) {
      child.stdout.on('data', (chunk) => held.write(process.stdout, chunk));
      child.stderr.on('data', (chunk) => held.write(process.stderr, chunk));
    }
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Output kept until released. */
function holdOutput() {
  let kept = [];
  return {
    write: (stream, chunk) => (kept ? kept.push([stream, chunk]) : stream.write(chunk)),
    release: () => {
      for (const [stream, chunk] of kept) stream.write(chunk);
      kept = null;
    },
  };
}

const wanted = process.argv.slice(2).filter((a) => SUITES[a]);
const names = wanted.length ? wanted : Object.keys(SUITES);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let broken = false;

// The end-to-end suite alongside the others: its stack starts now, its tests once the gate file is written.
const early = names.includes('e2e') && names.length > 1 ? { started: Date.now(), held: holdOutput() } : null;
if (early) {
  const gate = path.join(ARTIFACTS, '.e2e-start');
  fs.rmSync(gate, { force: true });
  const [runner] = SUITES.e2e;
  early.gate = gate;
  // At low priority (`nice`, inherited by the build, the stack and Chromium): the suites running
  // meanwhile keep the cores they had, and once they are done nothing else competes.
  early.code = run(
    { ...runner, command: ['nice', '-n', '15', ...runner.command], env: { ...runner.env, E2E_START_AFTER: gate } },
    early.held,
  );
}

for (const name of names) {
  const started = early && name === 'e2e' ? early.started : Date.now();
  console.log(`\n=== ${name} tests ===`);
  const result = { passed: 0, failed: 0, skipped: 0 };
  for (const runner of SUITES[name]) {
    let code;
    if (early && name === 'e2e') {
      fs.writeFileSync(early.gate, new Date().toISOString());
      early.held.release();
      code = await early.code;
    } else code = await run(runner);
    let counts;
    try {
      counts = runner.result();
    } catch {
      // The runner died before writing results: count it as one failure.
      counts = { passed: 0, failed: 1, skipped: 0 };
    }
    if (code !== 0 && counts.failed === 0) {
      counts.failed = 1;
      broken = true;
    }
    for (const key of Object.keys(result)) result[key] += counts[key];
  }
  for (const key of Object.keys(totals)) totals[key] += result[key];
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const overlap = early && name === 'e2e' ? ', its stack started alongside the other suites' : '';
  lines.push(`${name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${seconds} s${overlap})`);
}
console.log(
  `\n${lines.join('\n')}${broken ? '\n(a runner exited with an error without reporting a failed test; counted as a failure)' : ''}`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
