import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';
import { isStaffUser } from './roles';

/** The most documents one anonymous read returns (the site asks for up to 500 makes and tenants). */
export const ANONYMOUS_MAX_LIMIT = 500;
/** The deepest anonymous reads populate relationships (the site needs depth 1 for logos and images). */
export const ANONYMOUS_MAX_DEPTH = 1;

/**
 * Anonymous reads (and service accounts', which are not staff) are bounded: `limit` 1 to 500, no `pagination=false`, `depth` at most 1 (and 1
 * when not given, instead of Payload's default 2). Out-of-range values are a 400 naming the
 * bound, not a silent cut: a caller that asked for everything must not think it got everything.
 */
export const boundAnonymousReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const { currentDepth, depth, limit, overrideAccess, pagination } = args as {
    currentDepth?: number;
    depth?: number;
    limit?: number;
    overrideAccess?: boolean;
    pagination?: boolean;
  };
  // Not bounded: server code (Local API with access control off: the seed, jobs, feeds), and
  // Payload populating relationships of an already bounded read (a batched find, currentDepth > 0).
  if (operation !== 'read' || isStaffUser(req.user) || overrideAccess === true || (currentDepth ?? 0) > 0) return args;
  if (depth !== undefined && depth !== null && (!Number.isFinite(depth) || depth > ANONYMOUS_MAX_DEPTH)) {
    throw new APIError(`depth must be at most ${ANONYMOUS_MAX_DEPTH} for anonymous requests.`, 400, null, true);
  }
  if (pagination === false) {
    throw new APIError(
      `pagination=false is not allowed for anonymous requests: page with limit (at most ${ANONYMOUS_MAX_LIMIT}).`,
      400,
      null,
      true,
    );
  }
  if (limit !== undefined && limit !== null && (!Number.isFinite(limit) || limit < 1 || limit > ANONYMOUS_MAX_LIMIT)) {
    throw new APIError(`limit must be between 1 and ${ANONYMOUS_MAX_LIMIT} for anonymous requests.`, 400, null, true);
  }
  return { ...args, depth: depth ?? ANONYMOUS_MAX_DEPTH };
};

/** Adds `boundAnonymousReads` to a collection (applied to every collection in payload.config.ts). */
export const withAnonymousReadLimits = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [boundAnonymousReads, ...(collection.hooks?.beforeOperation ?? [])] },
});
