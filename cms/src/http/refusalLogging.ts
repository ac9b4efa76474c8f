/**
 * The CMS's log (issue 39, item 12): a refused request (any 4xx error: 400, 401, 403, 404, 429) is
 * the caller's mistake, not ours, and takes one info line without a stack. Payload picks the level
 * by the error class's name (`loggingLevels`), but a production build minifies class names, so a
 * plain 403 reached the log as an ERROR with its whole stack and buried the real errors. This
 * decides by the error's HTTP status instead, whatever its class is called.
 */
import { defaultLoggerOptions, type Config } from 'payload';

const ERROR_LEVEL = 50;

type LogArgs = unknown[];
type LogMethod = (this: { info: (message: string) => void }, ...args: LogArgs) => void;

/** The status a refused request's error carries, or null for anything else (a real error). */
export function refusalStatus(logged: unknown): number | null {
  const err = logged && typeof logged === 'object' && 'err' in logged ? (logged as { err: unknown }).err : logged;
  if (!err || typeof err !== 'object') return null;
  // A GraphQL error carries the API error it wraps.
  const { status, originalError } = err as { status?: unknown; originalError?: { status?: unknown } };
  const found = typeof status === 'number' ? status : originalError?.status;
  return typeof found === 'number' && found >= 400 && found < 500 ? found : null;
}

/** pino's logMethod hook: refusals logged at error level become one info line. */
export function logRefusalsBriefly(this: { info: (message: string) => void }, args: LogArgs, method: LogMethod, level: number): void {
  const status = level >= ERROR_LEVEL ? refusalStatus(args[0]) : null;
  if (status === null) return method.apply(this, args);
  const first = args[0] as { err?: { message?: unknown }; message?: unknown };
  const message = String(first.err?.message ?? first.message ?? '').split('\n')[0];
  this.info(`Refused (${status}): ${message}`);
}

/** Payload's own pretty output, with the hook above. */
export const cmsLogger: NonNullable<Config['logger']> = {
  options: { hooks: { logMethod: logRefusalsBriefly as never } },
  destination: defaultLoggerOptions,
};
