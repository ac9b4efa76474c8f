import type { Access, SanitizedConfig } from 'payload';
import { isStaffUser } from './roles';

const ACCESS_KEYS = ['read', 'create', 'update', 'delete', 'readVersions', 'unlock'] as const;

/**
 * Payload's own collections (`payload-locked-documents`, `payload-preferences`, `payload-jobs`,
 * `payload-migrations`, ...) are added while the config is sanitised, after our collections and
 * plugins, and several admit any signed-in user. A service account is signed in but is not staff:
 * in those collections it gets nothing (anonymous readers keep whatever Payload gives them).
 */
export function payloadCollectionsStaffOnly(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-')) continue;
    const access = collection.access as Record<(typeof ACCESS_KEYS)[number], Access | undefined>;
    for (const key of ACCESS_KEYS) {
      const original = access[key];
      if (!original) continue;
      access[key] = (args) => (args.req.user && !isStaffUser(args.req.user) ? false : original(args));
    }
  }
  return config;
}
