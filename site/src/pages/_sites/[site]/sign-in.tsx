/** `/sign-in?type=&redirect=&back=` (spec §2): sign-in by mobile number and a texted code (features/shoppers). */
import type { GetStaticPaths } from 'next';
import { staticPage } from '@/lib/hydrationReplace';
import { SignInPage } from '@/features/shoppers/SignInPage';
import { shopperStaticProps } from '@/features/shoppers/shopperStaticProps';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = shopperStaticProps;
export default staticPage(SignInPage);
