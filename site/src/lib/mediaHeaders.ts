/**
 * Headers of a media file served on a tenant's origin (issue 9). An SVG opened on its own is a
 * document that can run script; `sandbox` with nothing allowed keeps it inert, and `nosniff`
 * keeps the browser from reading any file as something it is not. `<img>` ignores both, so logos
 * still show. Payload's own policy, when it sent one, is kept as a second header: a browser
 * enforces every policy it gets, so neither can loosen the other.
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function mediaHeaders(contentType: string, upstreamCsp: string | null): Record<string, string | string[]> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': upstreamCsp ? [upstreamCsp, MEDIA_CSP] : MEDIA_CSP,
    'X-Content-Type-Options': 'nosniff',
  };
}

/** Only images are served on a tenant's origin: an upload of any other type is refused. */
export const isServableMediaType = (contentType: string) => /^image\/[a-z0-9.+-]+\s*(;|$)/i.test(contentType);
