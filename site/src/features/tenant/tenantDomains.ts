/** Tenants' custom domains (host -> tenant slug) from the CMS, cached for a minute per process. */
const DOMAIN_TTL_MS = 60_000;
let cache: { at: number; map: Map<string, string> } | null = null;

export async function tenantDomains(): Promise<Map<string, string>> {
  if (cache && Date.now() - cache.at < DOMAIN_TTL_MS) return cache.map;
  const map = new Map<string, string>();
  try {
    const cms = (process.env.CMS_URL ?? 'http://localhost:3001').replace(/\/$/, '');
    const response = await fetch(`${cms}/api/tenants?limit=500&depth=0&select[slug]=true&select[domains]=true`);
    if (response.ok) {
      const body = (await response.json()) as { docs: { slug: string; domains?: { domain: string }[] | null }[] };
      for (const tenant of body.docs) {
        for (const { domain } of tenant.domains ?? []) map.set(domain.toLowerCase().replace(/^www\./, ''), tenant.slug);
      }
      cache = { at: Date.now(), map };
    }
  } catch (error) {
    console.error(`Tenant domains could not be loaded: ${(error as Error).message}`);
  }
  return map;
}
