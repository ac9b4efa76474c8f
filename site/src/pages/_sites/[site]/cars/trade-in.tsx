/**
 * `/cars/trade-in?car_id=` (spec §2): the valuation wizard against a car the shopper is looking at.
 * A static segment, so it is not taken for a car's slug by `[slug].tsx`.
 */
import type { GetStaticPaths } from 'next';
import { staticPage } from '@/lib/hydrationReplace';
import { TradeInPage } from '@/features/tradeIn/TradeInPage';
import { tradeInStaticProps } from '@/features/tradeIn/tradeInStaticProps';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = tradeInStaticProps('cars/trade-in');
export default staticPage(TradeInPage);
