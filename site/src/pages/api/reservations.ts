/** POST /api/reservations: the checkout form's reservation, checked and handed to the CMS (features/reservations/reservationRoute.ts). */
import { handleReservationRequest } from '@/features/reservations/reservationRoute';

// The route reads its body itself, capped (413 beyond), so every answer is JSON.
export const config = { api: { bodyParser: false } };

export default handleReservationRequest;
