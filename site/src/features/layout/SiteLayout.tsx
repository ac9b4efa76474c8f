import type { ReactNode } from 'react';
import Head from 'next/head';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SiteContext } from '@/features/tenant/loadSite';
import { Footer } from './Footer';
import { Header } from './Header';

export function SiteLayout({
  site,
  title,
  description,
  children,
}: {
  site: SiteContext;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const fullTitle = title ? `${title} | ${site.tenant.name}` : site.tenant.name;
  return (
    <>
      <Head>
        <title>{fullTitle}</title>
        <meta name="description" content={description ?? site.branding.tagline ?? site.tenant.name} />
        <meta name="theme-color" content={site.branding.primaryColour} />
      </Head>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <a
          href="#main"
          className="skip-link"
          style={{ position: 'absolute', left: -9999 }}
          onFocus={(e) => (e.currentTarget.style.left = '8px')}
          onBlur={(e) => (e.currentTarget.style.left = '-9999px')}
        >
          Skip to content
        </a>
        <Header site={site} />
        <Container component="main" id="main" maxWidth="xl" sx={{ flexGrow: 1, py: 4 }}>
          {children}
        </Container>
        <Footer site={site} />
      </Box>
    </>
  );
}
