import { Suspense, useMemo, type ReactNode } from 'react';
import Head from 'next/head';
import { styled } from '@/features/theme/styled';
import type { SiteContext } from '@/features/tenant/loadSite';
import { pageContainer } from '@/features/ui/styles';
import { useCallTracking } from '@/features/analytics/callTracking';
import { staticIsland } from '@/features/ui/staticIsland';
import { Island } from '@/islands/islandPage';
import { Header, headerSiteOf } from './Header';

/** What the footer shows: the same on every page of a tenant, so a client-side move keeps it too. */
const footerFacts = ({ site }: { site: SiteContext }) =>
  JSON.stringify([site.tenant.name, site.header, site.footerQuickLinks, site.contact, site.config.features.phoneNumbers]);

// Links and the dealer's address: nothing to hydrate (a static island).
const Footer = staticIsland(
  () => import('./Footer').then((module) => module.Footer),
  (sent, next) => sent.site === next.site || footerFacts(sent) === footerFacts(next),
);

const Page = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  '.skip-link': { position: 'absolute', left: -9999, zIndex: 2000, padding: 8, background: '#fff' },
  '.skip-link:focus': { left: 8, top: 8 },
  'main#main': { ...pageContainer, flexGrow: 1, paddingTop: 32, paddingBottom: 32 },
});

/** The header, an island on island pages (its props: what it shows of the site). */
function HeaderIsland({ site }: { site: SiteContext }) {
  const headerSite = useMemo(() => headerSiteOf(site), [site]);
  return (
    <Island name="header" props={{ site: headerSite }}>
      <Header site={headerSite} />
    </Island>
  );
}

export function SiteLayout({
  site,
  title,
  description,
  canonical,
  share,
  children,
}: {
  site: SiteContext;
  title: string;
  description?: string;
  /** The page's canonical URL (on the tenant's primary domain), where it has one. */
  canonical?: string | null;
  /** Search and link-preview fields from the CMS: a title of its own, a share image, the kind of page. */
  share?: { title?: string | null; image?: string | null; type?: 'website' | 'article' };
  children: ReactNode;
}) {
  useCallTracking();
  // The same element while the tenant is the same: a re-render right after hydration (the
  // router's first on a static page, the search page's own state) would otherwise be an update to
  // the footer's boundary, and React renders a boundary that gets one before its streamed HTML is
  // revealed afresh in the browser (a slow first frame), fetching the footer's code for nothing.
  const footer = useMemo(
    () => (
      <Suspense>
        <Footer site={site} />
      </Suspense>
    ),
    [site],
  );
  const fullTitle = share?.title || (title ? `${title} | ${site.tenant.name}` : site.tenant.name);
  const metaDescription = description ?? site.branding.tagline ?? site.tenant.name;
  // Link previews need an absolute image URL: on the tenant's primary domain, or as the CMS gave it.
  const image = share?.image
    ? /^https?:\/\//.test(share.image)
      ? share.image
      : site.canonicalOrigin
        ? `${site.canonicalOrigin}${share.image}`
        : null
    : null;
  return (
    <>
      <Head>
        <title>{fullTitle}</title>
        <meta name="description" content={metaDescription} />
        {/* Link previews (Open Graph); a car page's CarHead replaces these by key. */}
        <meta property="og:type" content={share?.type ?? 'website'} key="og:type" />
        <meta property="og:title" content={fullTitle} key="og:title" />
        <meta property="og:description" content={metaDescription} key="og:description" />
        <meta property="og:site_name" content={site.tenant.name} key="og:site_name" />
        {canonical && <meta property="og:url" content={canonical} key="og:url" />}
        {image && <meta property="og:image" content={image} key="og:image" />}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} key="twitter:card" />
        <meta name="theme-color" content={site.branding.primaryColour} />
        {/* The tenant's logo is its tab icon (the browser asked for a /favicon.ico no tenant has, a 404 on every first visit). */}
        {site.branding.logoUrl && <link rel="icon" href={site.branding.logoUrl} key="icon" />}
        {canonical && <link rel="canonical" href={canonical} key="canonical" />}
      </Head>
      <Page>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {/* The header is part of the shell, not a Suspense boundary: React 19.2 moves a boundary to
          the end of the HTML once the shell passes about 12.8 KB (home, search) and reveals it by
          script, batched up to 300 ms later, so the page was painted without its header and then
          pushed down (CLS 0.136 on home). The root hydrates in slices anyway (hydrateInTransition).
          The footer stays a boundary: revealed late below the content, it moves nothing. */}
        <HeaderIsland site={site} />
        <main id="main">{children}</main>
        {footer}
      </Page>
    </>
  );
}
