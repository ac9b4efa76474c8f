import { DEV_REVALIDATE_SECRET, REVALIDATE_SECRET_MIN_LENGTH } from '@dealer/domain';

/**
 * The CMS's environment contract (see .env.example). Missing or invalid values stop the process
 * with every problem named at once. Development defaults exist only outside production.
 */
export interface CmsEnv {
  DATABASE_URL: string;
  PAYLOAD_SECRET: string;
  CMS_URL: string;
  /** The admin's origin as browsers see it (CSRF, links); CMS_URL when unset (the same on one machine). */
  CMS_PUBLIC_URL: string;
  SITE_URL: string;
  /**
   * Where the admin's live preview frames a tenant's site, `{tenant}` standing for its slug (e.g.
   * `https://{tenant}.preview.example.com`). Unset: `{slug}.localhost` when the site runs on this
   * machine, else the tenant's primary domain.
   */
  SITE_PREVIEW_URL?: string;
  REVALIDATE_SECRET: string;
  /**
   * The site's key for storing leads (its `site` service account). Required in production; outside
   * it, unset means no such account is ensured (the lead endpoint then answers 401 to everyone).
   */
  LEADS_API_KEY?: string;
}

/** Keys shorter than this are refused: the key is the only thing between the internet and the lead store. */
export const LEADS_API_KEY_MIN_LENGTH = 24;

/**
 * Whether this process serves real shoppers: NODE_ENV=production, unless APP_ENV=development says
 * otherwise. `next start` always runs with NODE_ENV=production, so `npm start` on a developer's
 * machine sets APP_ENV=development; a deployment that sets nothing gets every production check.
 */
export const isProductionDeployment = (source: NodeJS.ProcessEnv = process.env): boolean =>
  source.NODE_ENV === 'production' && source.APP_ENV !== 'development';

const DEV_DEFAULTS: Partial<CmsEnv> = {
  PAYLOAD_SECRET: 'development-only-payload-secret-change-me',
  CMS_URL: 'http://localhost:3001',
  SITE_URL: 'http://localhost:3000',
  REVALIDATE_SECRET: DEV_REVALIDATE_SECRET,
};

export class EnvError extends Error {}

export function cmsEnv(source: NodeJS.ProcessEnv = process.env): CmsEnv {
  const production = source.NODE_ENV === 'production';
  // Building and code generation load the config but never connect or sign anything.
  const isBuild = source.NEXT_PHASE === 'phase-production-build' || process.argv.some((arg) => arg.startsWith('generate:'));
  const problems: string[] = [];
  const read = (key: keyof CmsEnv): string => {
    const value = source[key] ?? (production && !isBuild ? undefined : DEV_DEFAULTS[key]);
    if (value) return value;
    if (isBuild) return `build-time-placeholder-${key}`;
    problems.push(`${key} is not set`);
    return '';
  };
  const env: CmsEnv = {
    DATABASE_URL: read('DATABASE_URL'),
    PAYLOAD_SECRET: read('PAYLOAD_SECRET'),
    CMS_URL: read('CMS_URL'),
    CMS_PUBLIC_URL: '',
    SITE_URL: read('SITE_URL'),
    REVALIDATE_SECRET: read('REVALIDATE_SECRET'),
  };
  env.CMS_PUBLIC_URL = (source.CMS_PUBLIC_URL || env.CMS_URL).replace(/\/$/, '');
  if (source.SITE_PREVIEW_URL) env.SITE_PREVIEW_URL = source.SITE_PREVIEW_URL;
  const leadsKey = source.LEADS_API_KEY;
  if (leadsKey) env.LEADS_API_KEY = leadsKey;
  else if (production && !isBuild) problems.push('LEADS_API_KEY is not set');
  if (leadsKey && leadsKey.length < LEADS_API_KEY_MIN_LENGTH) {
    problems.push(`LEADS_API_KEY must be at least ${LEADS_API_KEY_MIN_LENGTH} characters`);
  }
  if (env.PAYLOAD_SECRET && env.PAYLOAD_SECRET.length < 16) problems.push('PAYLOAD_SECRET must be at least 16 characters');
  if (env.REVALIDATE_SECRET && !isBuild && env.REVALIDATE_SECRET.length < REVALIDATE_SECRET_MIN_LENGTH) {
    problems.push(`REVALIDATE_SECRET must be at least ${REVALIDATE_SECRET_MIN_LENGTH} characters`);
  }
  if (production && !isBuild) {
    // Published in this repository: whoever reads it could sign sessions or rebuild pages.
    for (const key of ['PAYLOAD_SECRET', 'REVALIDATE_SECRET'] as const) {
      if (source[key] === DEV_DEFAULTS[key]) problems.push(`${key} is the development default published with this project: set your own`);
    }
  }
  if (isProductionDeployment(source) && !isBuild && source.SMS_ADAPTER === 'embedded' && !source.SMS_WEBHOOK_URL) {
    problems.push('SMS_ADAPTER=embedded is for development only (sign-in codes would go to the log, not to shoppers): set SMS_WEBHOOK_URL');
  }
  if (problems.length > 0) {
    throw new EnvError(`CMS configuration is incomplete: ${problems.join('; ')}. See .env.example.`);
  }
  return env;
}
