import { SmsDeliveryError, type SmsMessage, type SmsSender } from './smsSender';

/** A provider that has not answered in this long will not: the shopper is waiting on the form. */
export const SMS_WEBHOOK_TIMEOUT_MS = 10_000;

export interface HttpSmsOptions {
  /** SMS_WEBHOOK_URL. */
  url: string;
  /** SMS_API_KEY, sent as `Authorization: Bearer …`; no header without one. */
  apiKey?: string;
  timeoutMs?: number;
  /** Injectable for tests. */
  fetch?: typeof fetch;
}

/** The webhook's address for messages: origin and path only (a query string may carry a credential). */
const shownUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(an invalid SMS_WEBHOOK_URL)';
  }
};

/**
 * The real adapter: POSTs `{ to, text, tenant }` as JSON to SMS_WEBHOOK_URL (the provider, or a
 * gateway in front of it). Any 2xx is accepted; another status, a network error or no answer
 * within 10 s is an SmsDeliveryError naming the status or the cause, never the key.
 */
export function httpSmsSender({ url, apiKey, timeoutMs = SMS_WEBHOOK_TIMEOUT_MS, fetch: fetchFn = fetch }: HttpSmsOptions): SmsSender {
  return {
    name: 'http',
    async send(message: SmsMessage) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      let response: Response;
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.to, text: message.text, tenant: message.tenant }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: string }).name;
        const cause = name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'the request failed';
        throw new SmsDeliveryError(`The SMS webhook ${shownUrl(url)} was not reached: ${cause}.`);
      }
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(`The SMS webhook ${shownUrl(url)} answered ${response.status}.`, response.status);
    },
  };
}
