import type { Endpoint, Where } from 'payload';
import { getUserTenantIDs, isStaffUser, isSuperAdmin, requestedTenantID, sameId } from '../access/roles';
import type { Lead } from '../payload-types';

/** More rows than this is a filter to narrow, not a spreadsheet. */
export const LEADS_EXPORT_MAX_ROWS = 10_000;

const nameOf = (value: unknown) => (value && typeof value === 'object' ? String((value as { name?: unknown }).name ?? '') : '');

/** The columns of the export: heading and value. */
const COLUMNS: [string, (lead: Lead) => unknown][] = [
  ['Received', (lead) => lead.createdAt],
  ['Lead id', (lead) => lead.id],
  ['Form', (lead) => lead.form],
  ['Category', (lead) => lead.category],
  ['Subcategory', (lead) => lead.subcategory],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Preferred contact', (lead) => lead.preferred_contact_method],
  ['Message', (lead) => lead.message],
  ['Opt-in', (lead) => lead.opt_in],
  ['Dealership', (lead) => nameOf(lead.dealership)],
  ['Location', (lead) => nameOf(lead.location)],
  ['Stock number', (lead) => lead.vehicle?.stock_number],
  ['VIN', (lead) => lead.vehicle?.vin],
  ['Year', (lead) => lead.vehicle?.year],
  ['Make', (lead) => lead.vehicle?.make],
  ['Model', (lead) => lead.vehicle?.model],
  ['Badge', (lead) => lead.vehicle?.badge],
  ['Car type', (lead) => lead.vehicle?.car_type],
  ['Price', (lead) => lead.vehicle?.price],
  ['Rego', (lead) => lead.rego],
  ['Preferred date', (lead) => lead.preferred_date],
  ['Preferred time', (lead) => lead.preferred_time],
  ['Budget', (lead) => lead.vehicle_price_budget],
  ['Services', (lead) => (lead.additional_services ?? []).join('; ')],
  ['Part', (lead) => lead.parts?.part],
  ['Part for', (lead) => [lead.parts?.make, lead.parts?.model].filter(Boolean).join(' ')],
  ['Event id', (lead) => lead.event_id],
  ['Page', (lead) => lead.url],
  ['Delivery status', (lead) => lead.delivery_status],
];

/**
 * One CSV cell. A cell starting with = + - @ (or a tab/CR) is prefixed with ' so that a
 * spreadsheet shows a shopper's text instead of running it as a formula (CSV injection).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const leadsCsv = (leads: Lead[]) =>
  [COLUMNS.map(([heading]) => heading), ...leads.map((lead) => COLUMNS.map(([, value]) => value(lead)))]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n') + '\r\n';

/**
 * `GET /api/leads/export` (CSV), for staff: the leads they may read, with the list view's `where`
 * (category, dealership, date, delivery status), newest first. Read with the staff user's own
 * access, so the multi-tenant plugin scopes it to their tenants; the tenant selected in the
 * admin narrows it to that tenant.
 */
export const exportLeadsEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) {
      return Response.json({ error: 'Sign in as staff to export leads.' }, { status: req.user ? 403 : 401 });
    }
    const filters: Where[] = [];
    const where = req.query?.where;
    if (where && typeof where === 'object') filters.push(where as Where);
    const selected = requestedTenantID(req, undefined);
    if (selected !== undefined && (isSuperAdmin(req.user) || getUserTenantIDs(req.user).some((id) => sameId(id, selected)))) {
      filters.push({ tenant: { equals: selected } });
    }
    const found = await req.payload.find({
      collection: 'leads',
      where: filters.length > 0 ? { and: filters } : undefined,
      sort: '-createdAt',
      depth: 1,
      limit: LEADS_EXPORT_MAX_ROWS,
      overrideAccess: false,
      user: req.user,
      req,
    });
    if (found.totalDocs > LEADS_EXPORT_MAX_ROWS) {
      return Response.json(
        { error: `${found.totalDocs} leads match: narrow the filter (by date, for example) to at most ${LEADS_EXPORT_MAX_ROWS}.` },
        { status: 400 },
      );
    }
    return new Response(leadsCsv(found.docs), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    });
  },
};
