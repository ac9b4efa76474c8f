import { getPayload } from 'payload';
import sharp from 'sharp';
import config from '../../cms/src/payload.config';
process.chdir('/tmp/seedtest');
const payload = await getPayload({ config });
const svg = (c: string, i: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#eef"/><path d="M150 450 L250 330 L500 280 L800 280 L1000 380 L1080 400 L1080 470 L150 470 Z" fill="${c}"/><circle cx="320" cy="470" r="70" fill="#222"/><circle cx="900" cy="470" r="70" fill="#222"/><text x="600" y="150" font-family="DejaVu Sans" font-size="60" text-anchor="middle">Car ${i}</text></svg>`;
let t = Date.now();
const bufs: Buffer[] = [];
for (let i = 0; i < 20; i++) bufs.push(await sharp(Buffer.from(svg('#c33', i))).webp({ quality: 80 }).toBuffer());
console.log('render 20', Date.now() - t, bufs[0]!.length);
t = Date.now();
for (let i = 0; i < 20; i++) {
  const d = await payload.create({ collection: 'media', data: { alt: 'x' }, file: { data: bufs[i]!, mimetype: 'image/webp', name: `bench-${i}.webp`, size: bufs[i]!.length }, overrideAccess: true, overwriteExistingFiles: true, context: { disableRevalidate: true }, depth: 0 });
  if (i === 0) console.log(d.url, d.filename, d.sizes);
}
console.log('upload seq 20', Date.now() - t);
t = Date.now();
await Promise.all(bufs.map((b, i) => payload.create({ collection: 'media', data: { alt: 'x' }, file: { data: b, mimetype: 'image/webp', name: `benchp-${i}.webp`, size: b.length }, overwriteExistingFiles: true, depth: 0 })));
console.log('upload par 20', Date.now() - t);
const r = await payload.find({ collection: 'cars', limit: 1 });
console.log('cars find ok', r.totalDocs);
process.exit(0);
