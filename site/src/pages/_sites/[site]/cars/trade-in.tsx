/**
 * `/cars/trade-in?car_id=` (spec §2) is a site route, not a car: this static segment keeps it out
 * of `[slug].tsx` and renders it as the catch-all does until the trade-in feature has its own page.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import SitePage, { getStaticProps as sitePageProps } from '../[[...path]]';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps = (context) =>
  sitePageProps({ ...context, params: { ...context.params, path: ['cars', 'trade-in'] } }) as ReturnType<GetStaticProps>;

export default SitePage;
