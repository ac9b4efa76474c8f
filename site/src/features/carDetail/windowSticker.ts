/**
 * The printable window sticker of a car (spec §7 "Vehicle PDF by slug"): photo, price, key
 * specifications, features, dealer contact and a QR code to the car's page. Server-side only.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CarDetail } from './carDetailModel';

export interface WindowStickerInput {
  car: Pick<
    CarDetail,
    | 'title'
    | 'subtitle'
    | 'stocknum'
    | 'vin'
    | 'price'
    | 'specifications'
    | 'features'
    | 'standardEquipment'
    | 'dealer'
    | 'locale'
    | 'disclosures'
  >;
  siteName: string;
  /** The car page's canonical URL, encoded in the QR code. */
  url: string;
  /** The main photo as PNG or JPEG bytes; null prints without it. */
  photo: Buffer | null;
  /** Brand colour, e.g. #0b3d91. */
  colour?: string;
}

const MARGIN = 40;

/** Letter paper in the US, A4 elsewhere. */
const paperOf = (locale: string) => (locale === 'en-US' ? 'LETTER' : 'A4');

export async function windowStickerPdf({ car, siteName, url, photo, colour = '#1a237e' }: WindowStickerInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 220, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: paperOf(car.locale),
    margin: MARGIN,
    info: { Title: `${car.title} - ${siteName}`, Author: siteName, Subject: `Window sticker, stock no. ${car.stocknum}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;

  // Header band with the dealer's name.
  doc.rect(0, 0, doc.page.width, 70).fill(colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(siteName, MARGIN, 24, { width });

  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(22).text(car.title, MARGIN, 90, { width });
  if (car.subtitle) doc.font('Helvetica').fontSize(12).fillColor('#444444').text(car.subtitle, { width });

  // Price, with its type at the same weight (AU: the drive-away price is the prominent one).
  doc.moveDown(0.4);
  doc
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(28)
    .text(car.price.text, { continued: Boolean(car.price.label) });
  if (car.price.label) doc.fontSize(16).text(`  ${car.price.label}`);
  if (car.price.secondary) doc.font('Helvetica').fontSize(11).fillColor('#444444').text(car.price.secondary);
  if (car.price.wasText) doc.font('Helvetica').fontSize(11).fillColor('#444444').text(`Was ${car.price.wasText}`);

  let y = doc.y + 10;
  if (photo) {
    try {
      doc.image(photo, MARGIN, y, { fit: [width, 250], align: 'center' });
      y += 260;
    } catch (error) {
      // An unreadable photo should not cost the shopper the sticker: print without it.
      console.warn(`Window sticker for ${car.stocknum}: photo left out (${(error as Error).message})`);
    }
  }

  // Two columns: specifications on the left, features on the right.
  const columnWidth = (width - 20) / 2;
  doc.fillColor(colour).font('Helvetica-Bold').fontSize(13).text('Specifications', MARGIN, y);
  doc.font('Helvetica').fontSize(10).fillColor('#111111');
  for (const row of car.specifications.slice(0, 16)) {
    doc.font('Helvetica-Bold').text(`${row.label}: `, MARGIN, doc.y + 2, { continued: true, width: columnWidth });
    doc.font('Helvetica').text(row.value);
  }
  const leftBottom = doc.y;

  const features = [...car.features, ...car.standardEquipment].slice(0, 16);
  if (features.length) {
    const x = MARGIN + columnWidth + 20;
    doc.fillColor(colour).font('Helvetica-Bold').fontSize(13).text('Features', x, y, { width: columnWidth });
    doc.font('Helvetica').fontSize(10).fillColor('#111111');
    for (const feature of features) doc.text(`- ${feature}`, x, doc.y + 2, { width: columnWidth });
  }
  y = Math.max(leftBottom, doc.y) + 16;

  for (const { disclosure, warrantyTerms } of car.disclosures) {
    if (disclosure.kind !== 'buyers-guide') continue;
    doc.fillColor('#111111').font('Helvetica-Bold').fontSize(12).text(`${disclosure.label}: ${disclosure.heading}`, MARGIN, y, { width });
    if (warrantyTerms) doc.font('Helvetica').fontSize(10).text(warrantyTerms, { width });
    y = doc.y + 10;
  }

  // Footer: dealer contact on the left, the QR code to the page on the right, at the foot of the page
  // (or of a second page when the content reaches it).
  const footerHeight = 135;
  if (y > doc.page.height - MARGIN - footerHeight) doc.addPage();
  const top = doc.page.height - MARGIN - footerHeight;
  // The footer sits inside the bottom margin's reach: stop pdfkit breaking the page under it.
  doc.page.margins.bottom = 0;
  const { dealer } = car;
  doc
    .moveTo(MARGIN, top - 8)
    .lineTo(MARGIN + width, top - 8)
    .strokeColor('#cccccc')
    .stroke();
  doc
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(dealer.name, MARGIN, top, { width: width - 140 });
  doc.font('Helvetica').fontSize(11);
  const address = [dealer.street, [dealer.city, dealer.state, dealer.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (address) doc.text(address, { width: width - 140 });
  if (dealer.phone) doc.text(`Phone: ${dealer.phone}`, { width: width - 140 });
  doc.text(`Stock No. ${car.stocknum}${car.vin ? `   VIN ${car.vin}` : ''}`, { width: width - 140 });
  doc
    .fillColor('#444444')
    .fontSize(9)
    .text(url, { width: width - 140, link: url });
  doc.image(qr, MARGIN + width - 120, top, { width: 120 });
  doc
    .fillColor('#444444')
    .fontSize(8)
    .text('Scan to view online', MARGIN + width - 120, top + 122, { width: 120, align: 'center' });

  doc.end();
  return finished;
}
