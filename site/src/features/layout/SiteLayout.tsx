import { Suspense, type ReactNode } from 'react';
import Head from 'next/head';
import { styled } from '@/features/theme/styled';
import type { SiteContext } from '@/features/tenant/loadSite';
import { pageContainer } from '@/features/ui/styles';
import { useCallTracking } from '@/features/analytics/callTracking';
import { Footer } from './Footer';
import { Header } from './Header';

const Page = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  '.skip-link': { position: 'absolute', left: -9999, zIndex: 2000, padding: 8, background: '#fff' },
  '.skip-link:focus': { left: 8, top: 8 },
  'main#main': { ...pageContainer, flexGrow: 1, paddingTop: 32, paddingBottom: 32 },
});

export function SiteLayout({
  site,
  title,
  description,
  canonical,
  children,
}: {
  site: SiteContext;
  title: string;
  description?: string;
  /** The page's canonical URL (on the tenant's primary domain), where it has one. */
  canonical?: string | null;
  children: ReactNode;
}) {
  useCallTracking();
  const fullTitle = title ? `${title} | ${site.tenant.name}` : site.tenant.name;
  return (
    <>
      <Head>
        <title>{fullTitle}</title>
        <meta name="description" content={description ?? site.branding.tagline ?? site.tenant.name} />
        <meta name="theme-color" content={site.branding.primaryColour} />
        {canonical && <link rel="canonical" href={canonical} key="canonical" />}
      </Head>
      <Page>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {/* Header and footer hydrate as boundaries of their own, in slices apart from the page. */}
        <Suspense>
          <Header site={site} />
        </Suspense>
        <main id="main">{children}</main>
        <Suspense>
          <Footer site={site} />
        </Suspense>
      </Page>
    </>
  );
}
