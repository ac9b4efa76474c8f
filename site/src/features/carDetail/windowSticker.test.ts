import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { windowStickerPdf } from './windowSticker';
import { testCarDetail } from './testCar';

/** A 1x1 PNG, enough for pdfkit to embed a photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The text-drawing content of every page, inflated (pdfkit writes hex glyph strings). */
async function pageContents(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const stream = contents ? doc.context.lookup(contents) : null;
    if (stream instanceof PDFRawStream) parts.push(zlib.inflateSync(Buffer.from(stream.contents)).toString('latin1'));
  }
  return parts.join('\n');
}

/** pdfkit draws standard-font text as hex strings of WinAnsi codes: decode them back to text. */
const drawnText = (content: string) =>
  [...content.matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');

describe('windowStickerPdf (spec §7: vehicle PDF by slug)', () => {
  const car = testCarDetail();

  it('produces a PDF that parses, with one page, the car as its title and an embedded photo and QR code', async () => {
    const pdf = await windowStickerPdf({
      car,
      siteName: 'Coastline Motor Group',
      url: 'https://coastline.example/cars/2021-toyota-rav4-gx',
      photo: PNG,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('2021 Toyota RAV4 GX - Coastline Motor Group');
    expect(doc.getAuthor()).toBe('Coastline Motor Group');
    // Two images: the photo and the QR code.
    const images = doc.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images.length).toBeGreaterThanOrEqual(2);
  });

  it('prints the price with its type, key specs, dealer contact and the page address', async () => {
    const pdf = await windowStickerPdf({
      car,
      siteName: 'Coastline Motor Group',
      url: 'https://coastline.example/cars/2021-toyota-rav4-gx',
      photo: null,
    });
    const text = drawnText(await pageContents(pdf));
    for (const expected of [
      '$34,990',
      'Drive Away',
      'Odometer',
      '45,210 km',
      'Coastline Toyota',
      '(07) 5555 0101',
      'CT10001',
      'https://coastline.example/cars/2021-toyota-rav4-gx',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is Letter size in the US and A4 elsewhere', async () => {
    const us = await PDFDocument.load(
      await windowStickerPdf({
        car: testCarDetail({ locale: 'en-US' }),
        siteName: 'Lone Star Motors',
        url: 'https://x/cars/a',
        photo: null,
      }),
    );
    expect(us.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const au = await PDFDocument.load(await windowStickerPdf({ car, siteName: 'X', url: 'https://x/cars/a', photo: null }));
    expect(au.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
  });

  it('still produces the sticker when the photo bytes are not an image', async () => {
    const pdf = await windowStickerPdf({ car, siteName: 'X', url: 'https://x/cars/a', photo: Buffer.from('not an image') });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });
});
