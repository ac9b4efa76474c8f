#!/usr/bin/env node
/**
 * `npm test`: unit, integration (real PostgreSQL) and end-to-end (real Chromium) suites, then
 * one line `N passed, N failed` summed over all of them. `npm test -- unit` runs one suite.
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

function run({ cwd, command, env = {} }) {
  return new Promise((resolve) => {
    const [bin, ...args] = command;
    const child = spawn(bin, args, { cwd: path.join(ROOT, cwd), stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const wanted = process.argv.slice(2).filter((a) => SUITES[a]);
const names = wanted.length ? wanted : Object.keys(SUITES);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let broken = false;
for (const name of names) {
  const started = Date.now();
  console.log(`\n=== ${name} tests ===`);
  const result = { passed: 0, failed: 0, skipped: 0 };
  for (const runner of SUITES[name]) {
    const code = await run(runner);
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
  lines.push(
    `${name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
console.log(
  `\n${lines.join('\n')}${broken ? '\n(a runner exited with an error without reporting a failed test; counted as a failure)' : ''}`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
