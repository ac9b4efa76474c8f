import { DEV_REVALIDATE_SECRET, REVALIDATE_SECRET_MIN_LENGTH } from '@dealer/domain';

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
  const secret = source.REVALIDATE_SECRET ?? (production ? undefined : DEV_REVALIDATE_SECRET);
  if (!secret) throw new Error('Site configuration is incomplete: REVALIDATE_SECRET is not set. See .env.example.');
  if (secret.length < REVALIDATE_SECRET_MIN_LENGTH)
    throw new Error(`Site configuration is incomplete: REVALIDATE_SECRET must be at least ${REVALIDATE_SECRET_MIN_LENGTH} characters.`);
  if (production && secret === DEV_REVALIDATE_SECRET)
    throw new Error(
      'Site configuration is incomplete: REVALIDATE_SECRET is the development default published with this project: set your own.',
    );
  const leadsApiKey = source.LEADS_API_KEY?.trim() || undefined;
  if (production && !leadsApiKey) throw new Error('Site configuration is incomplete: LEADS_API_KEY is not set. See .env.example.');
  return {
    CMS_URL: (source.CMS_URL ?? 'http://localhost:3001').replace(/\/$/, ''),
    DEFAULT_TENANT: source.DEFAULT_TENANT ?? 'coastline',
    REVALIDATE_SECRET: secret,
    LEADS_API_KEY: leadsApiKey,
  };
}
