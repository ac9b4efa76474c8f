import Head from 'next/head';
import { jsonLdScript, type CarSeo } from './carSeo';

/** Canonical URL, Open Graph and the schema.org Car JSON-LD (title and description come from the layout). */
export function CarHead({ seo, siteName, noindex = false }: { seo: CarSeo; siteName: string; noindex?: boolean }) {
  return (
    <Head>
      {noindex && <meta name="robots" content="noindex" key="robots" />}
      <link rel="canonical" href={seo.canonical} key="canonical" />
      <meta property="og:type" content="product" key="og:type" />
      <meta property="og:title" content={seo.title} key="og:title" />
      <meta property="og:description" content={seo.description} key="og:description" />
      <meta property="og:url" content={seo.canonical} key="og:url" />
      <meta property="og:site_name" content={siteName} key="og:site_name" />
      {seo.ogImage && <meta property="og:image" content={seo.ogImage} key="og:image" />}
      <meta name="twitter:card" content={seo.ogImage ? 'summary_large_image' : 'summary'} key="twitter:card" />
      <script type="application/ld+json" key="car-jsonld" dangerouslySetInnerHTML={{ __html: jsonLdScript(seo.jsonLd) }} />
    </Head>
  );
}
