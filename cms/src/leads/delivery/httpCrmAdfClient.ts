import { LeadDeliveryError, type CrmAdfClient, type CrmAdfPost } from './channels';

/** A CRM that has not answered in this time is treated as down; the attempt is retried later. */
export const CRM_TIMEOUT_MS = 10_000;
/** Enough of a CRM's error body to say what went wrong, not a whole HTML error page. */
const ERROR_BODY_CHARS = 300;

/** Posts ADF XML to a CRM endpoint over HTTP(S). */
export function httpCrmAdfClient(fetchImpl: typeof fetch = fetch, timeoutMs = CRM_TIMEOUT_MS): CrmAdfClient {
  return {
    async post({ url, xml, authorization, idempotencyKey }: CrmAdfPost) {
      const headers: Record<string, string> = {
        'content-type': 'application/xml; charset=utf-8',
        'idempotency-key': idempotencyKey,
      };
      if (authorization) headers.authorization = authorization;
      let response: Response;
      try {
        response = await fetchImpl(url, { method: 'POST', headers, body: xml, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const reason = (error as { name?: string; message?: string; cause?: { message?: string } }) ?? {};
        const detail =
          reason.name === 'TimeoutError'
            ? `no answer within ${timeoutMs / 1000} s`
            : [reason.message, reason.cause?.message].filter(Boolean).join(': ') || String(error);
        throw new LeadDeliveryError(`CRM ${url} could not be reached: ${detail}`);
      }
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).trim().slice(0, ERROR_BODY_CHARS);
        throw new LeadDeliveryError(`CRM ${url} answered ${response.status}${body ? `: ${body}` : ''}`);
      }
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}
