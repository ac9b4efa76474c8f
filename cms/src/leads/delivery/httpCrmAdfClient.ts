import http from 'node:http';
import https from 'node:https';
import { isListedHost, publicOnlyLookup, systemResolve, type Resolve } from '@dealer/outbound';
import { LeadDeliveryError, type CrmAdfClient, type CrmAdfPost } from './channels';
import { crmAddressProblem, crmTrustedHosts } from './crmAddress';

/** A CRM that has not answered in this time is treated as down; the attempt is retried later. */
export const CRM_TIMEOUT_MS = 10_000;
/** Enough of a CRM's error body to say what went wrong, not a whole HTML error page. */
const ERROR_BODY_CHARS = 300;

export interface HttpCrmAdfClientOptions {
  timeoutMs?: number;
  /** Name resolution for the public-address check (tests pass their own). */
  resolve?: Resolve;
  /** LEAD_CRM_TRUSTED_HOSTS: hosts exempt from https-only and the public-address check. */
  trustedHosts?: readonly string[];
}

type CrmAnswer = { status: number; body: string };

/**
 * Posts ADF XML to a CRM endpoint (issue 10) over https, to public addresses only, and never
 * follows a redirect: a 3xx is an answer like any other non-2xx (issue 39). The answer's first
 * 300 characters go into the error the lead keeps.
 */
export function httpCrmAdfClient(options: HttpCrmAdfClientOptions = {}): CrmAdfClient {
  const { timeoutMs = CRM_TIMEOUT_MS, resolve = systemResolve, trustedHosts = crmTrustedHosts() } = options;
  return {
    async post({ url, xml, authorization, idempotencyKey }: CrmAdfPost) {
      const problem = crmAddressProblem(url, trustedHosts);
      if (problem) throw new LeadDeliveryError(`CRM ${url} was not called: ${problem}`);
      const target = new URL(url.trim());
      const headers: Record<string, string> = {
        'content-type': 'application/xml; charset=utf-8',
        'content-length': String(Buffer.byteLength(xml)),
        'idempotency-key': idempotencyKey,
      };
      if (authorization) headers.authorization = authorization;
      let answer: CrmAnswer;
      try {
        answer = await send(target, headers, xml, timeoutMs, isListedHost(target, trustedHosts) ? undefined : resolve);
      } catch (error) {
        const reason = (error as { name?: string; message?: string; cause?: { message?: string } }) ?? {};
        const detail =
          reason.name === 'TimeoutError' || reason.name === 'AbortError'
            ? `no answer within ${timeoutMs / 1000} s`
            : [reason.message, reason.cause?.message].filter(Boolean).join(': ') || String(error);
        throw new LeadDeliveryError(`CRM ${url} could not be reached: ${detail}`);
      }
      if (answer.status < 200 || answer.status > 299) {
        const body = answer.body.trim().slice(0, ERROR_BODY_CHARS);
        throw new LeadDeliveryError(`CRM ${url} answered ${answer.status}${body ? `: ${body}` : ''}`);
      }
    },
  };
}

/** One POST; `resolve` set: the connection may reach public addresses only. */
function send(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  resolve: Resolve | undefined,
): Promise<CrmAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const request = client.request(
      url,
      { method: 'POST', headers, signal: AbortSignal.timeout(timeoutMs), ...(resolve ? { lookup: publicOnlyLookup(resolve) } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          // Only the start of an answer is ever kept; the rest is drained so the socket is released.
          if (size < ERROR_BODY_CHARS * 4) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}
