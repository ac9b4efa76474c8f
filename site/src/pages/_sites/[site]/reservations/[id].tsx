/**
 * `/reservations/{id}?token=` (issue 38): where the payment page sends the shopper once they have
 * paid their deposit (features/reservations).
 */
import { ReservationConfirmationPage } from '@/features/reservations/ReservationConfirmationPage';
import { confirmationServerSideProps } from '@/features/reservations/confirmationServerSideProps';

export const getServerSideProps = confirmationServerSideProps;
export default ReservationConfirmationPage;
