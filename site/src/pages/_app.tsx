import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo } from 'react';
import type { SiteContext } from '@/features/tenant/loadSite';
import { neutralTheme, tenantTheme } from '@/features/theme/tenantTheme';

export default function App(props: AppProps<{ site?: SiteContext }>) {
  const { Component, pageProps } = props;
  const branding = pageProps.site?.branding;
  const theme = useMemo(() => (branding ? tenantTheme(branding) : neutralTheme), [branding]);
  // Marks the page interactive: browser tests wait for it before clicking server-rendered buttons.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Component {...pageProps} />
      </ThemeProvider>
    </AppCacheProvider>
  );
}
