/**
 * The secret the CMS sends and the site checks on every on-demand revalidation: one rule for both
 * apps. Shorter secrets are refused (it lets a caller rebuild any page of any tenant), and the
 * development default, published in this repository, is refused in production.
 */
export const REVALIDATE_SECRET_MIN_LENGTH = 24;
export const DEV_REVALIDATE_SECRET = 'development-only-revalidate-secret';
