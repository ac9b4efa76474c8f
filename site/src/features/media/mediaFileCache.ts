/**
 * CMS media files as the site's media route serves them, kept in memory. Each page view asked the
 * CMS again for the logo and the offers' photos (and the image optimiser for every original it had
 * not resized yet): about 50 ms of the CMS's CPU per file, on the same machine while the page
 * loads. Media files never change under one name (an upload gets a new name), so a file is kept
 * until memory is wanted for others, or 10 minutes (a deleted file goes within that).
 */
import { LRUCache } from 'lru-cache';

export interface MediaFile {
  contentType: string;
  /** Payload's own Content-Security-Policy, when it sent one. */
  csp: string | null;
  body: Buffer;
}

export type MediaFetchResult = { kind: 'file'; file: MediaFile } | { kind: 'status'; status: number };
/** `refused`: the file was not kept and `mayLoad` said no (the caller has answered already, e.g. 429). */
export type MediaFileResult = MediaFetchResult | { kind: 'refused' };

const MAX_BYTES = 64 * 1024 * 1024;
/** Larger files are served but not kept: one upload should not push out every logo. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

export function mediaFileCache({
  load,
  isServable,
  ttlMs = 10 * 60_000,
  maxBytes = MAX_BYTES,
  maxFileBytes = MAX_FILE_BYTES,
}: {
  /** One file from the CMS: the file, or the status to answer (404, 502…). */
  load: (name: string) => Promise<MediaFetchResult>;
  /** Only what may be served is kept. */
  isServable: (file: MediaFile) => boolean;
  ttlMs?: number;
  maxBytes?: number;
  maxFileBytes?: number;
}): (name: string, mayLoad?: () => Promise<boolean>) => Promise<MediaFileResult> {
  const files = new LRUCache<string, MediaFile>({
    maxSize: maxBytes,
    maxEntrySize: maxFileBytes,
    sizeCalculation: (file) => Math.max(1, file.body.length),
    ttl: ttlMs,
  });
  return async (name, mayLoad) => {
    const kept = files.get(name);
    if (kept) return { kind: 'file', file: kept };
    // Only a file not kept costs the CMS anything: the rate limit counts those (issue 39).
    if (mayLoad && !(await mayLoad())) return { kind: 'refused' };
    const result = await load(name);
    if (result.kind === 'file' && isServable(result.file)) files.set(name, result.file);
    return result;
  };
}
