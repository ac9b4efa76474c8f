/**
 * Issue 39, item 12: a refused request is one info line in the CMS log, without a stack, even when
 * the production build has minified the error's class name; a real error still logs as an error.
 */
import { Writable } from 'node:stream';
import { jest } from '@jest/globals';
import { Forbidden, type Payload } from 'payload';
import { pino } from 'pino';
import { logRefusalsBriefly } from '../src/http/refusalLogging';
import { rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;

beforeAll(async () => {
  payload = await startTestPayload();
});

afterAll(async () => {
  await stopTestPayload(payload);
});

/** A pino logger with the CMS's hook, writing JSON lines into an array. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')));
      done();
    },
  });
  return { lines, logger: pino({ hooks: { logMethod: logRefusalsBriefly as never } }, sink) };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the log hook', () => {
  it('turns a refused request logged as an error into one info line without a stack', async () => {
    const { lines, logger } = capturingLogger();
    // What a production build makes of Forbidden: the same error under a minified class name.
    const minified = Object.assign(new Forbidden(), { name: 't' });
    logger.error({ err: minified });
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'Refused (403): You are not allowed to perform this action.' });
    expect(JSON.stringify(lines[0])).not.toContain('stack');
  });

  it('does the same for a refusal GraphQL wraps', async () => {
    const { lines, logger } = capturingLogger();
    const wrapped = Object.assign(new Error('limit must be between 1 and 500 for anonymous requests.'), {
      name: 'GraphQLError',
      originalError: Object.assign(new Error('limit must be between 1 and 500 for anonymous requests.'), { status: 400 }),
    });
    logger.error({ err: wrapped });
    await flush();
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'Refused (400): limit must be between 1 and 500 for anonymous requests.' }),
    ]);
  });

  it('keeps a real error an error, with its stack', async () => {
    const { lines, logger } = capturingLogger();
    logger.error({ err: Object.assign(new Error('the database went away'), { status: 500 }) });
    logger.error({ err: new Error('no status at all') });
    await flush();
    expect(lines.map((line) => line.level)).toEqual([50, 50]);
    expect(JSON.stringify(lines[0])).toContain('stack');
  });
});

describe('the CMS logs refusals briefly', () => {
  it('an anonymous over-limit read (400) is one info line, not an error', async () => {
    const info = jest.spyOn(payload.logger, 'info');
    try {
      const { status } = await rest('GET', 'cars?limit=100000');
      expect(status).toBe(400);
      const refusals = info.mock.calls
        .map((call) => call[0])
        .filter((message) => typeof message === 'string' && message.startsWith('Refused (400)'));
      expect(refusals).toEqual([expect.stringMatching(/^Refused \(400\): limit must be between 1 and \d+ for anonymous requests\.$/)]);
    } finally {
      info.mockRestore();
    }
  });
});
