/**
 * The islands' manifest (public/_islands/manifest.json, written by scripts/build-islands.mjs):
 * each island's entry file. Server only (_document). Without a manifest (`next dev`, or a build
 * that skipped the islands) island pages are served as normal pages, with Next.js's runtime.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export { ISLAND_PAGE_PROP } from './islandPage';

let manifest: Record<string, string> | null | undefined;

export function islandManifest(): Record<string, string> | null {
  if (manifest === undefined) {
    try {
      manifest =
        process.env.NODE_ENV === 'production'
          ? (JSON.parse(readFileSync(path.join(process.cwd(), 'public/_islands/manifest.json'), 'utf8')) as Record<string, string>)
          : null;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}
