/**
 * Which CRM addresses lead delivery may post to (issue 39, SSRF): https only, no credentials in
 * the URL, and (checked when connecting, see httpCrmAdfClient) only public addresses. A CRM on the
 * dealer group's own network is an operator's decision, not a staff member's: its host is listed in
 * LEAD_CRM_TRUSTED_HOSTS, and only then may it be http or private.
 */
import { hostList, isListedHost } from '@dealer/outbound';

export const crmTrustedHosts = (env: NodeJS.ProcessEnv = process.env): string[] => hostList(env.LEAD_CRM_TRUSTED_HOSTS);

/** Why a CRM address may not be used, or null when it may. */
export function crmAddressProblem(value: string, trustedHosts: readonly string[] = crmTrustedHosts()): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'The CRM address must be a full URL starting with https://.';
  }
  if (url.username || url.password) return 'The CRM address must not contain a user name or password: use the Authorization field.';
  const trusted = isListedHost(url, trustedHosts);
  if (url.protocol === 'https:' || (trusted && url.protocol === 'http:')) return null;
  return 'The CRM address must start with https://.';
}
