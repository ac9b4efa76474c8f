/**
 * The shopper's pages' static props (ISR per tenant): the site, nothing about the shopper (that is
 * read in the browser with the session cookie). Apart from the pages so server code stays out of
 * the browser's bundle.
 */
import type { GetStaticProps } from 'next';
import { loadSite } from '@/features/tenant/loadSite';
import type { ShopperPageProps } from './SignInPage';

export const REVALIDATE_SECONDS = 300;

export const shopperStaticProps: GetStaticProps<ShopperPageProps> = async ({ params }) => {
  const site = await loadSite(String(params?.site ?? ''));
  if (!site) return { notFound: true, revalidate: 60 };
  return { props: { site }, revalidate: REVALIDATE_SECONDS };
};
