/**
 * Live preview (issue 12): the CMS admin shows a draft page or offer in a frame of the tenant's own
 * site, which renders what the editor types, sent by the admin window (postMessage). These rules
 * say where that frame points and which documents can be previewed.
 */
import { hostName, hostPort, isLocalHostName } from '../tenancy/tenantFromHost';

/** The collections the site can render a live preview of, and the site path that renders it. */
export const LIVE_PREVIEW_COLLECTIONS = ['pages', 'offers'] as const;
export type LivePreviewCollection = (typeof LIVE_PREVIEW_COLLECTIONS)[number];

export const isLivePreviewCollection = (value: unknown): value is LivePreviewCollection =>
  typeof value === 'string' && (LIVE_PREVIEW_COLLECTIONS as readonly string[]).includes(value);

/** The site path of the preview frame, for one document. */
export const livePreviewPath = (collection: LivePreviewCollection, id: string | number) =>
  `/preview?collection=${collection}&id=${encodeURIComponent(String(id))}`;

export interface PreviewTenant {
  slug: string;
  domains?: ReadonlyArray<{ domain?: string | null } | null> | null;
}

/**
 * The tenant's site origin as the editor's browser reaches it:
 * - `pattern` (the CMS's `SITE_PREVIEW_URL`, e.g. `https://{tenant}.preview.example.com`) when set;
 * - on one machine (the site's URL on localhost), `{slug}.localhost` on the site's port: how
 *   `npm start` serves each tenant;
 * - else the tenant's primary domain over https;
 * - else null: the tenant has no address the admin could frame.
 */
export function tenantPreviewOrigin(
  tenant: PreviewTenant,
  { siteUrl, pattern }: { siteUrl: string; pattern?: string | null },
): string | null {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(tenant.slug)) return null;
  if (pattern) return pattern.replace(/\/$/, '').replaceAll('{tenant}', tenant.slug);
  let site: URL | null = null;
  try {
    site = new URL(siteUrl);
  } catch {
    site = null;
  }
  if (site && isLocalHostName(hostName(site.host))) {
    const port = hostPort(site.host);
    return `${site.protocol}//${tenant.slug}.localhost${port ? `:${port}` : ''}`;
  }
  const primary = (tenant.domains ?? []).map((entry) => hostName(entry?.domain ?? '')).find(Boolean);
  return primary ? `https://${primary}` : null;
}
