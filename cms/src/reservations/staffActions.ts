/**
 * `POST /api/reservations/{id}/{action}` (issue 38): staff extend, convert, release or refund a
 * reservation. The reservation is read with the staff member's own access (the multi-tenant plugin
 * scopes it to their tenants), so another tenant's reservation is a 404, as is one that does not
 * exist; anonymous callers, shoppers and service accounts get 401/403.
 */
import type { Endpoint } from 'payload';
import type { ReservationAction } from '@dealer/domain';
import { staffUser } from '../access/roles';
import { applyStaffAction, ReservationStateError } from './endReservation';

const ACTIONS: readonly ReservationAction[] = ['extend', 'convert', 'release', 'refund'];

export const reservationActionEndpoint: Endpoint = {
  path: '/:id/:action',
  method: 'post',
  handler: async (req) => {
    const staff = staffUser(req);
    if (!staff) return Response.json({ error: 'Only staff may change a reservation.' }, { status: req.user ? 403 : 401 });
    const params = (req.routeParams ?? {}) as { id?: string; action?: string };
    const action = params.action as ReservationAction;
    if (!ACTIONS.includes(action)) return Response.json({ error: `The action must be one of ${ACTIONS.join(', ')}.` }, { status: 400 });
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return Response.json({ error: 'No such reservation.' }, { status: 404 });
    const reservation = await req.payload.findByID({
      collection: 'reservations',
      id,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
      req,
    });
    if (!reservation) return Response.json({ error: 'No such reservation.' }, { status: 404 });
    try {
      const updated = await applyStaffAction(req.payload, reservation, action, String((staff as { email?: string }).email ?? staff.id));
      return Response.json({ reservation: { id: updated.id, state: updated.state, expires_at: updated.expires_at ?? null } });
    } catch (error) {
      if (error instanceof ReservationStateError) return Response.json({ error: error.message }, { status: 409 });
      throw error;
    }
  },
};
