import { mediaFileCache, type MediaFetchResult } from './mediaFileCache';

const png = (bytes = 10): MediaFetchResult => ({
  kind: 'file',
  file: { contentType: 'image/png', csp: null, body: Buffer.alloc(bytes, 1) },
});

function counting(answers: Record<string, () => MediaFetchResult>) {
  const calls: string[] = [];
  const load = async (name: string) => {
    calls.push(name);
    return answers[name]!();
  };
  return { calls, load };
}

const isImage = (file: { contentType: string }) => file.contentType.startsWith('image/');

describe('mediaFileCache', () => {
  it('asks the CMS once for a file it served, and answers the same bytes', async () => {
    const { calls, load } = counting({ 'logo.png': () => png(20) });
    const get = mediaFileCache({ load, isServable: isImage });
    const first = await get('logo.png');
    const second = await get('logo.png');
    expect(calls).toEqual(['logo.png']);
    expect(second).toEqual(first);
    expect(second.kind === 'file' && second.file.body.length).toBe(20);
  });

  it('keeps no answer other than a servable file: a 404 or a document is asked for again', async () => {
    const { calls, load } = counting({
      'gone.png': () => ({ kind: 'status', status: 404 }),
      'page.html': () => ({ kind: 'file', file: { contentType: 'text/html', csp: null, body: Buffer.from('<p>') } }),
    });
    const get = mediaFileCache({ load, isServable: isImage });
    expect(await get('gone.png')).toEqual({ kind: 'status', status: 404 });
    await get('gone.png');
    await get('page.html');
    await get('page.html');
    expect(calls).toEqual(['gone.png', 'gone.png', 'page.html', 'page.html']);
  });

  it('forgets a file after its time, and keeps no file over the size limit', async () => {
    const { calls, load } = counting({ 'a.png': () => png(10), 'big.png': () => png(200) });
    const get = mediaFileCache({ load, isServable: isImage, ttlMs: 30, maxFileBytes: 100, maxBytes: 1_000 });
    await get('a.png');
    await get('a.png');
    await get('big.png');
    await get('big.png');
    await new Promise((resolve) => setTimeout(resolve, 60));
    await get('a.png');
    expect(calls).toEqual(['a.png', 'big.png', 'big.png', 'a.png']);
  });

  it('asks mayLoad only before loading a file it has not kept, and loads nothing when refused', async () => {
    const { calls, load } = counting({ 'logo.png': () => png(20), 'made-up.png': () => ({ kind: 'status', status: 404 }) });
    const get = mediaFileCache({ load, isServable: isImage });
    const asked: string[] = [];
    const allow = (answer: boolean, name: string) => async () => (asked.push(name), answer);
    expect((await get('logo.png', allow(true, 'logo.png'))).kind).toBe('file');
    expect((await get('logo.png', allow(false, 'logo.png again'))).kind).toBe('file');
    expect(await get('made-up.png', allow(false, 'made-up.png'))).toEqual({ kind: 'refused' });
    expect(asked).toEqual(['logo.png', 'made-up.png']);
    expect(calls).toEqual(['logo.png']);
  });
});
