/**
 * `/cars/{slug}/buy-online` (spec §2): the reserve journey of tenants with the buy-online flag; the
 * same deposit checkout as `/cars/{slug}/checkout` (features/reservations).
 */
import { CheckoutPage } from '@/features/reservations/CheckoutPage';
import { checkoutServerSideProps } from '@/features/reservations/checkoutServerSideProps';

export const getServerSideProps = checkoutServerSideProps('buy-online');
export default CheckoutPage;
