/**
 * The site's only way to the CMS: its REST API. Pages never see Payload's wire shapes beyond
 * this folder; `features/*` reshape documents into their own types.
 */
import { stringify } from 'qs-esm';
import { siteEnv } from './env';

export class CmsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

export interface PaginatedDocs<T> {
  docs: T[];
  totalDocs: number;
  hasNextPage: boolean;
}

export type Query = Record<string, unknown>;

/** GET a CMS REST path. Throws on any failure, so ISR keeps serving the last good page. */
export async function cmsGet<T>(path: string, query: Query = {}): Promise<T> {
  const url = `${siteEnv().CMS_URL}/api/${path}${Object.keys(query).length ? `?${stringify(query)}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new CmsError(`The CMS at ${siteEnv().CMS_URL} could not be reached (${(error as Error).message})`);
  }
  if (!response.ok) throw new CmsError(`CMS answered ${response.status} for /api/${path}`, response.status);
  return (await response.json()) as T;
}

export async function cmsFind<T>(collection: string, query: Query = {}): Promise<PaginatedDocs<T>> {
  return cmsGet<PaginatedDocs<T>>(collection, query);
}

/** The most an anonymous reader gets in one answer (the CMS's anonymous read limit). */
export const CMS_MAX_PAGE_SIZE = 500;

/** Every document a query matches, read a page of 500 at a time. */
export async function cmsFindAll<T>(collection: string, query: Query = {}): Promise<T[]> {
  const docs: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await cmsFind<T>(collection, { ...query, limit: CMS_MAX_PAGE_SIZE, page });
    docs.push(...result.docs);
    if (!result.hasNextPage) return docs;
  }
}

/**
 * A CMS media URL as the site serves it: `/api/media/file/x.png` through the site's own media
 * route, so next/image can optimise it (the CMS may sit on a private address). Other URLs unchanged.
 */
export function siteMediaPath(url: string | null | undefined): string | null {
  if (!url) return null;
  const cms = siteEnv().CMS_URL;
  return url.startsWith(cms) ? url.slice(cms.length) : url;
}
