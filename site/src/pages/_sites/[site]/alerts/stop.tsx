/** `/alerts/stop?t=` (issue 14): one press stops a shopper's alerts (features/shoppers). */
import type { GetStaticPaths } from 'next';
import { staticPage } from '@/lib/hydrationReplace';
import { AlertsStopPage } from '@/features/shoppers/AlertsStopPage';
import { shopperStaticProps } from '@/features/shoppers/shopperStaticProps';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = shopperStaticProps;
export default staticPage(AlertsStopPage);
