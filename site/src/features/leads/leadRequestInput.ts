/** What `POST /api/leads` reads from the request besides the tenant: the body, the contact, the page. */
import type { IncomingMessage } from 'node:http';
import type { RequestTenant } from '@/features/tenant/tenantFromRequest';

/** A lead is a message to a person, not a document (LEAD_LIMITS bound every field well below this). */
export const LEAD_BODY_LIMIT_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`The body exceeds ${LEAD_BODY_LIMIT_BYTES} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads the raw body, refusing it as soon as it passes the limit (Next's own parser is off for this route). */
export async function readBody(req: IncomingMessage, limit = LEAD_BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The contact a lead names, normalised, so one person cannot flood a dealer from many addresses. */
export function contactKeys(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { email, phone } = body as { email?: unknown; phone?: unknown };
  const keys: string[] = [];
  if (typeof email === 'string' && email.trim()) keys.push(`email:${email.trim().toLowerCase().slice(0, 254)}`);
  const digits = typeof phone === 'string' ? phone.replace(/\D/g, '').slice(0, 30) : '';
  if (digits) keys.push(`phone:${digits}`);
  return keys;
}

/**
 * The page the lead was sent from: the Referer when it is a page of this tenant's site (same
 * host), else the site's home page. The body cannot carry it: the schema knows no such field.
 */
export function leadPageUrl(referer: string | undefined, tenant: Pick<RequestTenant, 'origin' | 'address'>): string {
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === tenant.address.host || url.origin === tenant.origin) return url.toString().slice(0, 2000);
    } catch {
      // Not a URL: fall through to the home page.
    }
  }
  return `${tenant.origin}/`;
}

const USER_AGENT_LIMIT = 500;

/** What a lead records of the request it came with: the page it was sent from and the browser. */
export function leadContextOf(
  req: Pick<IncomingMessage, 'headers'>,
  tenant: Pick<RequestTenant, 'origin' | 'address'>,
): { url: string; user_agent: string } {
  return {
    url: leadPageUrl(req.headers.referer, tenant),
    user_agent: String(req.headers['user-agent'] ?? '').slice(0, USER_AGENT_LIMIT),
  };
}
