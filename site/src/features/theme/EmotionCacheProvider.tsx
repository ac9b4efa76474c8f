/**
 * Emotion's cache for the page: what `AppCacheProvider` of @mui/material-nextjs does, without the
 * rest of that module in every page's JavaScript. The server render passes the request's cache
 * (`documentGetInitialProps` in _document gives the app an `emotionCache` prop) and _document
 * writes its styles into the head; in the browser, one cache with the same key ('mui') picks those
 * styles up and inserts new ones at the same point.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

const browserCache = createCache({
  key: 'mui',
  insertionPoint:
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined),
});

export function EmotionCacheProvider({ emotionCache = browserCache, children }: { emotionCache?: EmotionCache; children: ReactNode }) {
  return <CacheProvider value={emotionCache}>{children}</CacheProvider>;
}
