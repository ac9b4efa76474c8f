/** Whether an image URL points at this machine (a CMS in development or in the test stack). */
export function isLoopbackUrl(src: string): boolean {
  try {
    const { hostname } = new URL(src);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
  } catch {
    // A relative URL is served by the site itself.
    return false;
  }
}
