/** The site's environment contract (see .env.example). */
export interface SiteEnv {
  CMS_URL: string;
  DEFAULT_TENANT: string;
  REVALIDATE_SECRET: string;
  /** The site's key for the CMS lead endpoint (issue 10); undefined only outside production. */
  LEADS_API_KEY: string | undefined;
}

export function siteEnv(source: NodeJS.ProcessEnv = process.env): SiteEnv {
  const production = source.NODE_ENV === 'production' && source.NEXT_PHASE !== 'phase-production-build';
  const secret = source.REVALIDATE_SECRET ?? (production ? undefined : 'development-only-revalidate-secret');
  if (!secret) throw new Error('Site configuration is incomplete: REVALIDATE_SECRET is not set. See .env.example.');
  const leadsApiKey = source.LEADS_API_KEY?.trim() || undefined;
  if (production && !leadsApiKey) throw new Error('Site configuration is incomplete: LEADS_API_KEY is not set. See .env.example.');
  return {
    CMS_URL: (source.CMS_URL ?? 'http://localhost:3001').replace(/\/$/, ''),
    DEFAULT_TENANT: source.DEFAULT_TENANT ?? 'coastline',
    REVALIDATE_SECRET: secret,
    LEADS_API_KEY: leadsApiKey,
  };
}
