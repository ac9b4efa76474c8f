/** POST /api/alerts/stop?t=: one-click unsubscribe from a shopper's alerts (features/shoppers/alertsStopRoute.ts). */
import { alertsStopRoute } from '@/features/shoppers/alertsStopRoute';

// The route reads its body itself (a mail app's form post or the page's JSON), capped.
export const config = { api: { bodyParser: false } };
export default alertsStopRoute;
