/**
 * Where reveal-phone events go (spec §7: path not shown). A port with two adapters, chosen by
 * configuration: forward to the dealer platform's tracking endpoint when
 * PHONE_REVEAL_TRACKING_URL is set, otherwise write a structured log line (and say so).
 */
import type { RevealPhoneTracking } from '@dealer/domain';

export interface PhoneRevealEvent extends RevealPhoneTracking {
  /** ISO time the site received it. */
  at: string;
}

export interface PhoneRevealTracker {
  readonly name: string;
  record(event: PhoneRevealEvent): Promise<void>;
}

export class TrackingUpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TrackingUpstreamError';
  }
}

/** Forwards the event as JSON; a non-2xx answer or a timeout is an error. */
export class HttpPhoneRevealTracker implements PhoneRevealTracker {
  readonly name = 'http';
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 3000,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async record(event: PhoneRevealEvent): Promise<void> {
    let response: Response;
    try {
      response = await this.fetcher(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new TrackingUpstreamError(`The tracking endpoint ${this.url} could not be reached (${(error as Error).message})`);
    }
    if (!response.ok) throw new TrackingUpstreamError(`The tracking endpoint ${this.url} answered ${response.status}`);
  }
}

/** No tracking endpoint configured: the event is kept in the site's log, one JSON line per reveal. */
export class LogPhoneRevealTracker implements PhoneRevealTracker {
  readonly name = 'log';
  constructor(private readonly write: (line: string) => void = (line) => console.info(line)) {}

  async record(event: PhoneRevealEvent): Promise<void> {
    this.write(`phone-reveal ${JSON.stringify(event)} (no PHONE_REVEAL_TRACKING_URL set: logged only)`);
  }
}

let tracker: PhoneRevealTracker | null = null;

export function phoneRevealTracker(env: NodeJS.ProcessEnv = process.env): PhoneRevealTracker {
  if (!tracker) {
    const url = env.PHONE_REVEAL_TRACKING_URL?.trim();
    tracker = url ? new HttpPhoneRevealTracker(url) : new LogPhoneRevealTracker();
  }
  return tracker;
}
