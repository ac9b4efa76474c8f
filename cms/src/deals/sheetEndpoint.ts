/**
 * `POST /api/deals/sheet` `{ tenant, car_slug }` (issue 38): the signed-in shopper downloads their
 * deal sheet as a PDF once the purchase agreement is requested, the same sheet the emails attach.
 */
import type { Endpoint } from 'payload';
import { fieldErrors, refusal } from '../shoppers/http';
import { shopperCall } from '../shoppers/endpoints/shopperSession';
import { dealSheetFilename } from './dealEmail';
import { dealSheetFacts, hasDealSheet } from './dealSheetDocument';
import { renderDealSheetPdf } from './dealSheetPdf';
import { currentDeal, DealRefusal } from './dealService';

export const DEAL_SHEET_NOT_READY = 'The deal sheet is ready once the purchase agreement is requested.';

export const dealSheetPdfEndpoint: Endpoint = {
  path: '/sheet',
  method: 'post',
  handler: async (req) => {
    const call = await shopperCall(req, 'error', ['car_slug']);
    if (!call.ok) return call.answer;
    const deal = await currentDeal(req.payload, { shopperId: call.shopper.id, tenantId: call.tenant.id }, call.body.car_slug).catch(
      (error: unknown) => {
        if (error instanceof DealRefusal) return error;
        throw error;
      },
    );
    if (deal instanceof DealRefusal)
      return deal.status === 400
        ? fieldErrors('error', [{ field: deal.field ?? 'body', message: deal.message }])
        : refusal('error', deal.status, deal.message);
    if (!hasDealSheet(deal)) return refusal('error', 409, DEAL_SHEET_NOT_READY);
    const pdf = await renderDealSheetPdf((await dealSheetFacts(req.payload, deal)).document);
    return new Response(new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${dealSheetFilename(deal.id)}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
};
