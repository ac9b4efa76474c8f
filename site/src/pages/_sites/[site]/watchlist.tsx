/** `/watchlist` (spec §2 "watchlist page"): the signed-in shopper's saved cars (features/shoppers). */
import type { GetStaticPaths } from 'next';
import { staticPage } from '@/lib/hydrationReplace';
import { WatchlistPage } from '@/features/shoppers/WatchlistPage';
import { shopperStaticProps } from '@/features/shoppers/shopperStaticProps';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = shopperStaticProps;
export default staticPage(WatchlistPage);
