/** `/sell-my-car` (spec §2): the valuation wizard, for a shopper selling outright (features/tradeIn). */
import type { GetStaticPaths } from 'next';
import { staticPage } from '@/lib/hydrationReplace';
import { TradeInPage } from '@/features/tradeIn/TradeInPage';
import { tradeInStaticProps } from '@/features/tradeIn/tradeInStaticProps';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = tradeInStaticProps('sell-my-car');
export default staticPage(TradeInPage);
