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

/** How many of a tenant's rules a loop check follows at most (a longer chain is an editor's own business). */
const MAX_HOPS = 50;

/**
 * The circle a new or changed rule `from → to` would close among the tenant's other rules (their
 * "from" to "to", the rule itself left out), as the paths a visitor would be sent through, from
 * `from` back to it; null when there is none. Only site paths are followed: an address on another
 * site leaves the site. A circle among other rules that does not pass `from` is not this rule's.
 */
export function redirectLoop(from: string, to: string, others: ReadonlyMap<string, string>): string[] | null {
  const start = redirectPathKey(from);
  const path = [start];
  let target = to.trim();
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (!target.startsWith('/') || target.startsWith('//')) return null;
    const key = redirectPathKey(target);
    path.push(key);
    if (key === start) return path;
    if (path.indexOf(key) < path.length - 1) return null;
    const next = others.get(key);
    if (next === undefined) return null;
    target = next.trim();
  }
  return null;
}

/** The field message for a rule that would send visitors in a circle. */
export function redirectLoopError(loop: readonly string[]): string {
  return `This redirect would send visitors in a circle: ${loop.join(' → ')}. Change where one of these redirects leads.`;
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
