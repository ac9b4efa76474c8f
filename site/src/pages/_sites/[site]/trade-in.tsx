/** `/trade-in` (spec §2): the trade-in valuation wizard (features/tradeIn). */
import type { GetStaticPaths } from 'next';
import { staticPage } from '@/lib/hydrationReplace';
import { TradeInPage } from '@/features/tradeIn/TradeInPage';
import { tradeInStaticProps } from '@/features/tradeIn/tradeInStaticProps';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = tradeInStaticProps('trade-in');
export default staticPage(TradeInPage);
