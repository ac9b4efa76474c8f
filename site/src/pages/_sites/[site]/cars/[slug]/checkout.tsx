/**
 * `/cars/{slug}/checkout` (spec §2): reserve a car online with a deposit, on tenants with reserve
 * on and buy-online off (features/reservations).
 */
import { CheckoutPage } from '@/features/reservations/CheckoutPage';
import { checkoutServerSideProps } from '@/features/reservations/checkoutServerSideProps';

export const getServerSideProps = checkoutServerSideProps('checkout');
export default CheckoutPage;
