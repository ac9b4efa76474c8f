import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useMemo } from 'react';
import type { SiteContext } from '@/features/tenant/loadSite';
import { neutralTheme, tenantTheme } from '@/features/theme/tenantTheme';

/**
 * Marks the page interactive: browser tests wait for it before clicking server-rendered buttons.
 * It sits inside the page's Suspense boundary, so it fires once the page itself has hydrated.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export default function App(props: AppProps<{ site?: SiteContext }>) {
  const { Component, pageProps } = props;
  const branding = pageProps.site?.branding;
  const theme = useMemo(() => (branding ? tenantTheme(branding) : neutralTheme()), [branding]);
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* A Suspense boundary around the page lets React hydrate it in small slices, yielding to the
            browser between them, instead of one long task (total blocking time on phones). Clicks
            that land before a slice is hydrated are replayed by React once it is. */}
        <Suspense>
          <Component {...pageProps} />
          <HydrationMarker />
        </Suspense>
      </ThemeProvider>
    </AppCacheProvider>
  );
}
