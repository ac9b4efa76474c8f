/**
 * CSRF protection for the shopper's state-changing routes (issue 14). The session cookie is
 * SameSite=Lax, and on top of that a change is accepted only when the browser says it comes from
 * this site: a JSON body (a cross-site form cannot send one without a CORS preflight, which these
 * routes never grant), an Origin (when sent) of this host, and Sec-Fetch-Site (when sent)
 * same-origin. Browsers send both headers on every fetch POST; scripts that send neither are not
 * browsers and carry no shopper's cookie by accident.
 */
import type { IncomingMessage } from 'node:http';

export const CROSS_SITE_TEXT = 'This request must come from the dealer’s own website.';

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Why the request is refused as cross-site, or null when it may go on. */
export function crossSiteRefusal(req: Pick<IncomingMessage, 'headers'>, host: string): string | null {
  const contentType = first(req.headers['content-type']) ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) return 'Send the body as application/json.';
  const site = first(req.headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return CROSS_SITE_TEXT;
  const origin = first(req.headers.origin);
  if (origin !== undefined) {
    try {
      if (new URL(origin).host !== host) return CROSS_SITE_TEXT;
    } catch {
      // 'null' (a sandboxed frame, a file) or garbage: not this site.
      return CROSS_SITE_TEXT;
    }
  }
  return null;
}

/**
 * The same protection for a plain HTML form that posts to a page (the buy-online journey works
 * before any script): a form can be sent from anywhere, so here the Origin is required, and must
 * be this host; Sec-Fetch-Site, when sent, same-origin. Every browser sends Origin on a form POST.
 */
export function crossSiteFormRefusal(req: Pick<IncomingMessage, 'headers'>, host: string): string | null {
  const site = first(req.headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin') return CROSS_SITE_TEXT;
  const origin = first(req.headers.origin);
  try {
    return origin !== undefined && new URL(origin).host === host ? null : CROSS_SITE_TEXT;
  } catch {
    return CROSS_SITE_TEXT;
  }
}
