/**
 * ADF 1.0 (Auto-Lead Data Format), the XML that dealer CRMs in the US and Australia read
 * (issue 10): one `prospect` per lead with its request date, the car, the shopper's contact and
 * comments, the dealer (vendor) and the website that collected it (provider); a trade-in lead adds
 * the shopper's vehicle as a second, `trade-in` vehicle (issue 13). Element order and
 * attribute values follow the ADF 1.0 DTD (fixture `adf-1.0.dtd`, checked in adf.test.ts).
 */
import { hasVehicle, leadDetailLines, tradeInLines, vehicleCondition, type LeadView, type LeadViewTradeIn } from './leadView';

// XML 1.0 allows tab, LF, CR and the ranges below; anything else (NUL, other C0 controls, lone
// surrogates, U+FFFE/U+FFFF) makes the document unreadable, and a CRM would refuse it forever.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or attribute value made safe for XML: markup characters escaped, illegal characters removed. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Attributes = Record<string, string | number | undefined>;
/** An element with text content or with child elements. */
type Node = { name: string; attributes?: Attributes; text?: string | number | null; children?: Node[] };

const INDENT = '  ';

function render(node: Node, depth: number): string {
  const pad = INDENT.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  if (node.children) {
    const inner = node.children.map((child) => render(child, depth + 1)).join('\n');
    return `${pad}<${node.name}${attributes}>\n${inner}\n${pad}</${node.name}>`;
  }
  const text = node.text === null || node.text === undefined ? '' : escapeXml(String(node.text));
  return `${pad}<${node.name}${attributes}>${text}</${node.name}>`;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** ADF dates are ISO 8601; seconds precision with an explicit offset, as CRMs parse it most widely. */
export function adfDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/**
 * The `name`, `email` and `phone` of a contact. ADF requires an email or a phone: with neither
 * known, an empty email keeps the document valid and says so honestly.
 */
function contactNodes(
  name: { text: string; type: 'individual' | 'business' },
  email: string | null | undefined,
  phone: string | null | undefined,
  preferred?: LeadView['preferredContactMethod'],
): Node[] {
  const nodes: Node[] = [{ name: 'name', attributes: { part: 'full', type: name.type }, text: name.text }];
  const preference = (method: 'email' | 'phone') => {
    if (!preferred) return undefined;
    const wanted = preferred === 'Email' ? 'email' : 'phone';
    return wanted === method ? '1' : '0';
  };
  if (present(email) || !present(phone)) nodes.push({ name: 'email', attributes: { preferredcontact: preference('email') }, text: email });
  if (present(phone)) {
    nodes.push({
      name: 'phone',
      attributes: { type: preferred === 'SMS' ? 'cellphone' : 'voice', preferredcontact: preference('phone') },
      text: phone,
    });
  }
  return nodes;
}

function vehicleNode(lead: LeadView): Node {
  const vehicle = lead.vehicle;
  const interest = lead.category === 'Test Drive' ? 'test-drive' : 'buy';
  // ADF requires one vehicle with year, make and model; a lead about no car (a general enquiry,
  // a service booking) sends them empty rather than inventing one.
  if (!hasVehicle(vehicle)) {
    return {
      name: 'vehicle',
      attributes: { interest, status: 'new' },
      children: [
        { name: 'year', text: '' },
        { name: 'make', text: '' },
        { name: 'model', text: '' },
      ],
    };
  }
  const children: Node[] = [
    { name: 'year', text: vehicle.year ?? '' },
    { name: 'make', text: vehicle.make ?? '' },
    { name: 'model', text: vehicle.model ?? '' },
  ];
  if (present(vehicle.vin)) children.push({ name: 'vin', text: vehicle.vin });
  if (present(vehicle.stockNumber)) children.push({ name: 'stock', text: vehicle.stockNumber });
  if (present(vehicle.badge)) children.push({ name: 'trim', text: vehicle.badge });
  if (typeof vehicle.price === 'number' && Number.isFinite(vehicle.price)) {
    children.push({ name: 'price', attributes: { type: 'asking', currency: lead.currency }, text: vehicle.price });
  }
  return { name: 'vehicle', attributes: { interest, status: vehicleCondition(vehicle.carType) }, children };
}

/** ADF 1.0's conditions are excellent, good, fair, poor and unknown; the wizard's are the first four, capitalised. */
const ADF_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
const adfCondition = (condition: string | null | undefined): string | undefined => {
  const wanted = condition?.trim().toLowerCase();
  return ADF_CONDITIONS.find((known) => known === wanted);
};

/**
 * The shopper's vehicle, `interest="trade-in" status="used"`: year, make and model (required, empty
 * when the valuation named none), then what ADF has elements for, in its order; every fact of
 * tradeInLines (rego, service history, keys, the shopper's comments...) in its comments.
 */
function tradeInNode(tradeIn: LeadViewTradeIn): Node {
  const trim = [tradeIn.variant, tradeIn.series].filter(present).join(' ');
  const condition = adfCondition(tradeIn.condition);
  const odometer = tradeIn.odometer;
  const comments = tradeInLines(tradeIn)
    .map(({ label, value }) => `${label}: ${value}`)
    .join('\n');
  const children: Node[] = [
    { name: 'year', text: tradeIn.year ?? '' },
    { name: 'make', text: tradeIn.make ?? '' },
    { name: 'model', text: tradeIn.model ?? '' },
  ];
  if (present(tradeIn.vin)) children.push({ name: 'vin', text: tradeIn.vin });
  if (trim) children.push({ name: 'trim', text: trim });
  if (present(tradeIn.body)) children.push({ name: 'bodystyle', text: tradeIn.body });
  if (present(tradeIn.transmission)) children.push({ name: 'transmission', text: tradeIn.transmission });
  if (typeof odometer === 'number' && Number.isFinite(odometer)) {
    children.push({ name: 'odometer', attributes: { units: 'km' }, text: Math.round(odometer) });
  }
  if (condition) children.push({ name: 'condition', text: condition });
  if (comments) children.push({ name: 'comments', text: comments });
  return { name: 'vehicle', attributes: { interest: 'trade-in', status: 'used' }, children };
}

/**
 * The prospect's vehicles: the car the shopper is interested in, then their trade-in. A trade-in
 * lead about no car sends its trade-in alone (ADF needs one vehicle, and that one is real).
 */
function vehicleNodes(lead: LeadView): Node[] {
  if (!lead.tradeIn) return [vehicleNode(lead)];
  return hasVehicle(lead.vehicle) ? [vehicleNode(lead), tradeInNode(lead.tradeIn)] : [tradeInNode(lead.tradeIn)];
}

/** The shopper's message, then every other fact the dealer needs (ADF has no element for them). */
function customerComments(lead: LeadView): string {
  const details = leadDetailLines(lead)
    .map(({ label, value }) => `${label}: ${value}`)
    .join('\n');
  return [lead.message?.trim(), details].filter(present).join('\n\n');
}

/** The ADF 1.0 document of one lead. */
export function leadAdfXml(lead: LeadView): string {
  const prospect: Node = {
    name: 'prospect',
    attributes: { status: 'new' },
    children: [
      { name: 'id', attributes: { sequence: 1, source: lead.provider.name }, text: String(lead.id) },
      { name: 'requestdate', text: adfDate(lead.receivedAt) },
      ...vehicleNodes(lead),
      {
        name: 'customer',
        children: [
          {
            name: 'contact',
            children: contactNodes({ text: lead.name, type: 'individual' }, lead.email, lead.phone, lead.preferredContactMethod),
          },
          { name: 'comments', text: customerComments(lead) },
        ],
      },
      {
        name: 'vendor',
        children: [
          { name: 'vendorname', text: lead.dealer.name },
          { name: 'contact', children: contactNodes({ text: lead.dealer.name, type: 'business' }, lead.dealer.email, lead.dealer.phone) },
        ],
      },
      {
        name: 'provider',
        children: [
          { name: 'name', attributes: { part: 'full', type: 'business' }, text: lead.provider.name },
          { name: 'service', text: lead.subcategory ? `${lead.category}: ${lead.subcategory}` : lead.category },
          ...(present(lead.provider.url) ? [{ name: 'url', text: lead.provider.url }] : []),
        ],
      },
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${render({ name: 'adf', children: [prospect] }, 0)}\n`;
}
