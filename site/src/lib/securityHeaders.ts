/**
 * Security headers of the site's pages (issue 9), computed at run time from the environment (the
 * proxy sets them: next.config `headers()` are fixed at build time). Why each directive is there:
 * docs/decisions-issue9-site.md.
 */
import { chatCspSources } from '@dealer/domain';

/** Where the embedded location map (Google Maps Embed API) is framed from. */
const GOOGLE_MAPS_EMBED_ORIGIN = 'https://www.google.com';

/** Hosts the image optimiser and the pages may load images from (besides the site's own media). */
export function imageHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.IMAGE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export interface SecurityHeaderInput {
  /** Whether this is a production deployment (HSTS on); `npm start` and `next dev` are not. */
  deployment: boolean;
  /** `next dev` (React Refresh evaluates code and talks over a websocket). */
  development: boolean;
  /** Origin of the CMS as browsers see it: its admin shows the site in a live-preview frame. */
  cmsOrigin: string | null;
  imageHosts: readonly string[];
  /** Location maps: the static map images' origin (`STATIC_MAP_URL`), and whether the embedded map is on (`MAPS_CLIENT_KEY`). */
  staticMapOrigin?: string | null;
  embeddedMaps?: boolean;
}

export function contentSecurityPolicy({
  development,
  cmsOrigin,
  imageHosts: hosts,
  staticMapOrigin,
  embeddedMaps,
}: SecurityHeaderInput): string {
  const cms = cmsOrigin ? [cmsOrigin] : [];
  // The chat providers a tenant may configure (a fixed list in the domain), whichever it chose.
  const chat = chatCspSources();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Inline scripts: each page's own policy (`pageScriptPolicy`, a meta element) narrows them to
    // the hashes of the ones it has; a response header is sent before the page's HTML exists.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...chat['script-src']],
    // Emotion (MUI) injects <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...chat['style-src']],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...cms,
      ...hosts.map((host) => `https://${host}`),
      ...(staticMapOrigin ? [staticMapOrigin] : []),
      ...chat['img-src'],
    ],
    'font-src': ["'self'", 'data:', ...chat['font-src']],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...chat['connect-src']],
    'frame-src': ["'self'", ...(embeddedMaps ? [GOOGLE_MAPS_EMBED_ORIGIN] : []), ...chat['frame-src']],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...cms],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * A page's own script policy (issue 39), written by `_document` as the first element of its head:
 * the browser enforces it as well as the header's, so an inline script runs only if its hash is
 * listed here. Scripts from the site itself and the chat providers' own hosts, as in the header.
 */
export function pageScriptPolicy(inlineScriptHashes: readonly string[]): string {
  return ['script-src', "'self'", ...inlineScriptHashes, ...chatCspSources()['script-src']].join(' ');
}

export function securityHeaderInput(env: NodeJS.ProcessEnv = process.env, localhostTenants: boolean): SecurityHeaderInput {
  return {
    deployment: !localhostTenants,
    development: env.NODE_ENV === 'development',
    cmsOrigin: originOf(env.CMS_PUBLIC_URL || env.CMS_URL),
    imageHosts: imageHosts(env),
    staticMapOrigin: originOf(env.STATIC_MAP_URL),
    embeddedMaps: Boolean(env.MAPS_CLIENT_KEY),
  };
}

/** Headers of every page response (nosniff and Referrer-Policy also come from next.config for all files). */
export function pageSecurityHeaders(input: SecurityHeaderInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(input.deployment ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
