import { NextResponse, type NextRequest } from 'next/server';
import { cmsSecurityHeaders } from './securityHeaders';

/** Sets the CMS's security headers (securityHeaders.ts) at run time, where the public address is known. */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(cmsSecurityHeaders(process.env, request.nextUrl.pathname))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but Next's own static files. The media files keep the CSP Payload gives them.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/media/file).*)'],
};
