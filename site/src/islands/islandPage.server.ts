/**
 * The islands' manifest (public/_islands/manifest.json, written by scripts/build-islands.mjs):
 * each island's entry file and the files it needs. Server only (_document). Without a manifest (`next dev`, or a build
 * that skipped the islands) island pages are served as normal pages, with Next.js's runtime.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export { ISLAND_PAGE_PROP } from './islandPage';

import type { IslandManifest } from './islandLoader';

let manifest: IslandManifest | null | undefined;

export function islandManifest(): IslandManifest | null {
  if (manifest === undefined) {
    try {
      manifest =
        process.env.NODE_ENV === 'production'
          ? (JSON.parse(readFileSync(path.join(process.cwd(), 'public/_islands/manifest.json'), 'utf8')) as IslandManifest)
          : null;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}
