/**
 * Generated images in the `media` collection, found or created by filename. Each image is
 * rendered and uploaded once, however many documents use it. Every file is created shared (make
 * and model artwork, stock illustrations: all sites use them); a tenant's own logo is then given
 * to its tenant (`assignToTenant`), so that tenant's staff may replace it and no one else can.
 */
import sharp from 'sharp';
import { mediaPath } from '../images/files';
import { inChunks, SEED_CONTEXT, type SeedContext } from './context';

export interface MediaRequest {
  filename: string;
  alt: string;
  /** SVG source, rendered to PNG. */
  svg: () => string;
}

export interface MediaRef {
  id: number;
  /** Relative URL path, e.g. /api/media/file/vehicle-suv-red-side.png. */
  url: string;
}

/**
 * PNG, not WebP: for flat illustrations it encodes about 3x faster and Payload's two resized
 * copies about 2x faster (measured), which matters for the seed's time budget; files stay small.
 */
async function render(request: MediaRequest): Promise<Buffer> {
  return sharp(Buffer.from(request.svg())).png().toBuffer();
}

export class MediaStore {
  private readonly byFilename = new Map<string, MediaRef>();

  constructor(private readonly ctx: SeedContext) {}

  /** Loads every existing media filename in one query. */
  async load(): Promise<void> {
    const result = await this.ctx.payload.find({
      collection: 'media',
      pagination: false,
      depth: 0,
      select: { filename: true },
      overrideAccess: true,
    });
    for (const doc of result.docs) {
      if (doc.filename) this.byFilename.set(doc.filename, { id: doc.id, url: mediaPath(doc.filename) });
    }
  }

  get(filename: string): MediaRef {
    const ref = this.byFilename.get(filename);
    if (!ref) throw new Error(`Seed media ${filename} was not created`);
    return ref;
  }

  /** Makes a file the tenant's own (not shared). Idempotent: re-running the seed changes nothing. */
  async assignToTenant(filename: string, tenant: number): Promise<void> {
    const { id } = this.get(filename);
    const current = await this.ctx.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true });
    const currentTenant = typeof current.tenant === 'object' ? current.tenant?.id : current.tenant;
    if (currentTenant === tenant && !current.shared) return;
    await this.ctx.payload.update({
      collection: 'media',
      id,
      data: { shared: false, tenant },
      depth: 0,
      overrideAccess: true,
      context: SEED_CONTEXT,
    });
  }

  /** Creates the missing ones. Uploads run a few at a time: each one resizes two image sizes. */
  async ensure(requests: readonly MediaRequest[], concurrency = 4): Promise<void> {
    const unique = [...new Map(requests.map((r) => [r.filename, r])).values()];
    const missing = unique.filter((r) => !this.byFilename.has(r.filename));
    this.ctx.countExisting('media', unique.length - missing.length);
    await inChunks(missing, concurrency, async (request) => {
      const data = await render(request);
      const doc = await this.ctx.payload.create({
        collection: 'media',
        data: { alt: request.alt, shared: true, tenant: null },
        file: { data, mimetype: 'image/png', name: request.filename, size: data.length },
        // Keep the filename stable (it is the natural key) even if an earlier database left the file on disk.
        overwriteExistingFiles: true,
        depth: 0,
        overrideAccess: true,
        context: SEED_CONTEXT,
      });
      this.ctx.countCreated('media');
      this.byFilename.set(request.filename, { id: doc.id, url: mediaPath(doc.filename ?? request.filename) });
    });
  }
}
