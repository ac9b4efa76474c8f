/**
 * Redirects a dealer manages in the CMS (issue 12 "SEO per tenant": redirects served by the
 * proxy): an old path of their site to a new path or to another site, permanent (301) or
 * temporary (302). Matched on the path alone; the request's query string is carried over.
 */

export type RedirectStatus = 301 | 302;

export interface RedirectRule {
  /** A path of the tenant's site, normalised (`redirectPathKey`). */
  from: string;
  /** A path of the site or an absolute http(s) URL. */
  to: string;
  status: RedirectStatus;
}

/** Paths the site itself owns: a redirect there would break the site or its files. */
const RESERVED = /^\/(api|_next|_sites|admin)(\/|$)|^\/(robots\.txt|sitemap(-\d+)?\.xml|feeds\/vehicles\.xml)$/i;

/** The key a path is matched by: decoded, lower case, no trailing slash (but `/`), no query or fragment. */
export function redirectPathKey(path: string): string {
  let value = path.split(/[?#]/)[0] ?? '';
  try {
    value = decodeURI(value);
  } catch {
    // Malformed escapes stay as they are: they match only themselves.
  }
  value = value
    .trim()
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  if (value.length > 1) value = value.replace(/\/+$/, '');
  return value;
}

/** Why a redirect's "from" cannot be used, or null. */
export function redirectFromError(from: string | null | undefined): string | null {
  const value = from?.trim() ?? '';
  if (!value.startsWith('/') || value.startsWith('//')) return 'Start with a / and give a path of this site, e.g. /old-offers.';
  if (/[?#\s]/.test(value)) return 'Give the path only, without a query string, fragment or spaces.';
  if (redirectPathKey(value) === '/') return 'The home page cannot be redirected.';
  if (RESERVED.test(redirectPathKey(value))) return 'This path belongs to the site itself and cannot be redirected.';
  return null;
}

/** Why a redirect's "to" cannot be used (given its "from"), or null. */
export function redirectToError(to: string | null | undefined, from?: string | null): string | null {
  const value = to?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//')) {
    if (/\s/.test(value)) return 'A path has no spaces.';
    if (from && redirectPathKey(value) === redirectPathKey(from)) return 'A redirect cannot lead to its own path.';
    return null;
  }
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
  } catch {
    // Falls through to the message.
  }
  return 'Give a path of this site (e.g. /offers) or a full web address starting with https://.';
}

/** The rule for a request path, or null. */
export function findRedirect(rules: ReadonlyMap<string, RedirectRule>, pathname: string): RedirectRule | null {
  return rules.get(redirectPathKey(pathname)) ?? null;
}

/** Where a matched request goes: the rule's target with the request's query string (the target's own wins). */
export function redirectLocation(rule: RedirectRule, search: string): string {
  if (!search || search === '?') return rule.to;
  const hashAt = rule.to.indexOf('#');
  const base = hashAt === -1 ? rule.to : rule.to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : rule.to.slice(hashAt);
  if (base.includes('?')) return rule.to;
  return `${base}${search.startsWith('?') ? search : `?${search}`}${hash}`;
}
