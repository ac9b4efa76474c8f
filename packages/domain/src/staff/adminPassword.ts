/**
 * The first super admin of a production deployment comes from ADMIN_EMAIL and ADMIN_PASSWORD
 * (issue 9). A password that is short, made of few characters, built from the email, or one of
 * the defaults ever printed by this project's tools is refused before any account is created.
 */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Passwords this project's tools have printed or committed: public, so never accepted. */
const KNOWN_DEFAULTS = ['admin12345', 'e2e-admin-password', 'test-password-123', 'password', 'changeme'];

/** Why `password` is not acceptable for the staff account `email`, or null when it is. */
export function adminPasswordProblem(password: string, email: string): string | null {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters (it has ${password.length}).`;
  const lower = password.toLowerCase();
  if (KNOWN_DEFAULTS.some((known) => lower.includes(known)))
    return 'ADMIN_PASSWORD contains a default password published with this project.';
  if (new Set(password).size < 6) return 'ADMIN_PASSWORD must use at least 6 different characters.';
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 4 && lower.includes(localPart)) return 'ADMIN_PASSWORD must not contain the email address.';
  return null;
}

/** A well-formed email address for ADMIN_EMAIL (the CMS validates it again on create). */
export function adminEmailProblem(email: string | undefined): string | null {
  if (!email) return 'ADMIN_EMAIL is not set.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : `ADMIN_EMAIL "${email}" is not an email address.`;
}
