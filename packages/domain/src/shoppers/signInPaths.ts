/**
 * The sign-in page's address (spec §2): `/sign-in?type={type}&redirect={path}&back={path}`.
 * `redirect` is where the shopper goes once signed in, `back` where the page's Back link goes.
 * Both come from the address bar, so both are checked: only paths of this site (no open redirect).
 */

export const SIGN_IN_PATH = '/sign-in';

/**
 * Why the shopper is asked to sign in; the page words its heading by it. A closed list, not an
 * open slug: the type picks a text, so an unknown one has nothing to show. 'watchlist' is the
 * spec's (saving a car); 'favourites' is §5's; 'saved-search' is saving a results page's search; the other four are the gated routes' (spec §2);
 * 'account' is signing in from the header, and what any missing or unknown type reads as.
 */
export const SIGN_IN_TYPES = [
  'watchlist',
  'favourites',
  'saved-search',
  'trade-in',
  'sell-my-car',
  'checkout',
  'finance',
  'account',
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export const SIGN_IN_HEADINGS: Record<SignInType, string> = {
  watchlist: 'Sign in to save this car to your watchlist',
  favourites: 'Sign in to keep your favourite cars',
  'saved-search': 'Sign in to save this search',
  'trade-in': 'Sign in to value your trade-in',
  'sell-my-car': 'Sign in to sell your car',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in to see your personalised finance',
  account: 'Sign in',
};

export const isSignInType = (value: unknown): value is SignInType => (SIGN_IN_TYPES as readonly unknown[]).includes(value);

/** Longer paths are not ours (search URLs with every filter stay well under it). */
export const SAME_SITE_PATH_MAX_LENGTH = 2000;

/** Control characters (C0, DEL) and backslashes, which browsers read as slashes. */
const hasUnsafeCharacter = (text: string): boolean =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '\\';
  });
/** How many times percent-decoding is repeated: a server or proxy may decode more than once. */
const DECODE_ROUNDS = 3;
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * `value` when it is a path of this site, else `fallback`. A path starts with exactly one '/'
 * ('//evil.com' is another host), has no backslash or control character, is at most 2,000
 * characters, and stays so when percent-decoded, up to three times ('/%2F%2Fevil.com' and
 * '/%252F%252Fevil.com' are refused; so is anything that does not decode). Finally the browser's own
 * URL parser must resolve it to this origin. Query and fragment are kept ('/ok?x=1#y').
 */
export function safeSameSitePath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > SAME_SITE_PATH_MAX_LENGTH) return fallback;
  let form = value;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (!form.startsWith('/') || form.startsWith('//') || hasUnsafeCharacter(form)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      // Malformed percent-encoding ('/%E0%A4%A'): not an address we wrote.
      return fallback;
    }
    if (decoded === form) break;
    form = decoded;
  }
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}

/** The path part of a same-site path ('/sign-in?x=1' -> '/sign-in'). */
const pathnameOf = (path: string): string => path.split(/[?#]/, 1)[0] ?? path;

/** A redirect to the sign-in page itself would loop: it is the fallback instead. */
const safeTarget = (value: unknown, fallback: string): string => {
  const path = safeSameSitePath(value, fallback);
  return pathnameOf(path).replace(/\/+$/, '') === SIGN_IN_PATH ? fallback : path;
};

export interface SignInQuery {
  type: SignInType;
  redirect: string;
  back: string;
}

export interface SignInHrefInput {
  type: SignInType;
  /** Where to go once signed in. */
  redirect: string;
  /** Where Back goes; the redirect when left out. */
  back?: string;
}

/**
 * `/sign-in?type=watchlist&redirect=%2Fsearch%3Fmake%3Dtoyota&back=…`. Paths are checked here too,
 * so a link never carries one the page would refuse.
 */
export function signInHref({ type, redirect, back }: SignInHrefInput): string {
  const target = safeTarget(redirect, '/');
  const params = new URLSearchParams({ type, redirect: target, back: safeTarget(back ?? target, target) });
  return `${SIGN_IN_PATH}?${params.toString()}`;
}

type QueryValue = string | string[] | undefined;

const first = (value: QueryValue | null): string | undefined => (Array.isArray(value) ? value[0] : (value ?? undefined));

/**
 * The sign-in page's parameters, sanitised: from Next's `query` object or `URLSearchParams`. An
 * unknown type is 'account'; a redirect that is not a same-site path (or is the sign-in page) is '/';
 * a missing or refused back is the redirect.
 */
export function readSignInQuery(query: Readonly<Record<string, QueryValue>> | URLSearchParams): SignInQuery {
  const get = (key: string): string | undefined => first(query instanceof URLSearchParams ? query.get(key) : query[key]);
  const type = get('type');
  const redirect = safeTarget(get('redirect'), '/');
  return { type: isSignInType(type) ? type : 'account', redirect, back: safeTarget(get('back'), redirect) };
}
