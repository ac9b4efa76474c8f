import { ValidationError, type CollectionBeforeValidateHook } from 'payload';

export const DOMAIN_IN_USE = 'This domain is already in use';

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/**
 * A tenant domain as the site looks it up (`hostName` and `tenantSlugFromHost` in
 * packages/domain): lower case, no scheme, port, path or trailing dot. A leading `www.` is
 * dropped: the site serves `www.x` and `x` as one name, so they are one domain here too.
 */
export function normaliseDomain(input: string): string {
  let name = input.trim().toLowerCase();
  name = name.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  name = name.replace(/[/?#].*$/, '');
  name = name.replace(/^[^@]*@/, '');
  name = name.replace(/:\d*$/, '');
  name = name.replace(/\.+$/, '');
  return name.startsWith('www.') ? name.slice(4) : name;
}

/** Why a normalised domain cannot be used, or null. */
export function domainProblem(domain: string): string | null {
  if (domain === 'localhost' || domain.endsWith('.localhost'))
    return 'Domains ending in .localhost are for development and cannot be configured.';
  if (!HOST_NAME.test(domain)) return 'Enter a host name such as coastlinemotors.com.au (no spaces, ports or paths).';
  return null;
}

/**
 * Normalises the tenant's domains and refuses a bad one, one listed twice, or one another tenant
 * already serves. The message never names the tenant that holds the domain.
 */
export const normaliseTenantDomains: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const rows = data?.domains as { domain?: unknown }[] | null | undefined;
  if (!data || !Array.isArray(rows)) return data;
  const errors: { message: string; path: string }[] = [];
  const seen = new Set<string>();
  const normalised = rows.map((row, index) => {
    const path = `domains.${index}.domain`;
    if (typeof row.domain !== 'string') return row;
    const domain = normaliseDomain(row.domain);
    const problem = domainProblem(domain);
    if (problem) errors.push({ message: problem, path });
    else if (seen.has(domain)) errors.push({ message: DOMAIN_IN_USE, path });
    seen.add(domain);
    return { ...row, domain };
  });
  const candidates = [...seen].filter((domain) => !domainProblem(domain));
  if (candidates.length > 0) {
    const others = await req.payload.find({
      collection: 'tenants',
      where: {
        and: [
          { 'domains.domain': { in: candidates.flatMap((domain) => [domain, `www.${domain}`]) } },
          ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      depth: 0,
      pagination: false,
      select: { domains: true },
      overrideAccess: true,
      req,
    });
    const taken = new Set(others.docs.flatMap((tenant) => (tenant.domains ?? []).map((row) => normaliseDomain(row.domain))));
    normalised.forEach((row, index) => {
      const path = `domains.${index}.domain`;
      if (typeof row.domain === 'string' && taken.has(row.domain) && !errors.some((e) => e.path === path)) {
        errors.push({ message: DOMAIN_IN_USE, path });
      }
    });
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'tenants', errors });
  return { ...data, domains: normalised };
};
