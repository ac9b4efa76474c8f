import type { AppProps } from 'next/app';
import type { EmotionCache } from '@emotion/cache';
import Head from 'next/head';
import { ThemeProvider } from '@emotion/react';
import { Suspense, useEffect } from 'react';
import type { SiteContext } from '@/features/tenant/loadSite';
import { Baseline } from '@/features/theme/Baseline';
import { EmotionCacheProvider } from '@/features/theme/EmotionCacheProvider';
import { BrandingContext } from '@/features/theme/branding';
import { markAppHydrated } from '@/features/ui/appHydration';
import { siteTheme } from '@/features/theme/siteTheme';
import { IslandPageContext, ISLAND_PAGE_PROP } from '@/islands/islandPage';

/**
 * Marks the page interactive: browser tests wait for it before clicking server-rendered buttons.
 * It sits in a Suspense boundary of its own after the page: React hydrates every such boundary
 * (results, the footer and page parts are in boundaries, so they hydrate in slices, yielding
 * to the browser) in one pass after the root, so the marker is set once the page is hydrated,
 * except a boundary whose streamed HTML is not yet revealed (its frame came late): that one
 * hydrates once it is (e2e/tests/late-reveal.spec.ts).
 */
function HydrationMarker() {
  useEffect(markAppHydrated, []);
  return null;
}

export default function App(props: AppProps<{ site?: SiteContext; [ISLAND_PAGE_PROP]?: boolean }> & { emotionCache?: EmotionCache }) {
  const { Component, pageProps, emotionCache } = props;
  const branding = pageProps.site?.branding ?? null;
  // Tokens, not MUI's theme: parts built from MUI components load it themselves (MuiThemeScope).
  const theme = siteTheme(branding ?? undefined);
  return (
    <EmotionCacheProvider emotionCache={emotionCache}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ThemeProvider theme={theme}>
        <BrandingContext.Provider value={branding}>
          <Baseline />
          {/* Not the whole page in one boundary: React sends a boundary over about 12.8 KB as hidden
            HTML revealed by script, which held the first paint until the scripts had run. */}
          <IslandPageContext.Provider value={pageProps[ISLAND_PAGE_PROP] === true}>
            <Component {...pageProps} />
          </IslandPageContext.Provider>
          <Suspense>
            <HydrationMarker />
          </Suspense>
        </BrandingContext.Provider>
      </ThemeProvider>
    </EmotionCacheProvider>
  );
}
