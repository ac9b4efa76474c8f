import { createElement, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { inlineScriptTexts, isReactRevealScript, probeReactRuntime } from './reactRevealScripts';

/** A page as React streams it past its first 12.8 KB: a large shell, then outlined boundaries. */
async function outlinedPage(boundaries: number): Promise<string> {
  const shell = createElement('p', null, 'x'.repeat(13_000));
  const parts = Array.from({ length: boundaries }, (_, i) =>
    createElement(Suspense, { key: i, fallback: null }, createElement('section', null, `part ${i} `.repeat(80))),
  );
  const stream = await renderToReadableStream(createElement('main', null, shell, ...parts));
  await stream.allReady;
  return new Response(stream).text();
}

describe('React’s reveal scripts (issue 39: the page CSP allows them by hash)', () => {
  it('recognises every inline script React writes for a page with 40 outlined boundaries', async () => {
    const runtime = await probeReactRuntime();
    expect(runtime.prefixes.some((prefix) => prefix.includes('$RC=function'))).toBe(true);
    const scripts = inlineScriptTexts(await outlinedPage(40));
    expect(scripts.length).toBeGreaterThanOrEqual(41);
    expect(scripts.filter((text) => !isReactRevealScript(text, runtime))).toEqual([]);
  });

  it('refuses anything else, even dressed as a call or after React’s runtime', async () => {
    const runtime = await probeReactRuntime();
    const rc = runtime.prefixes.find((prefix) => prefix.includes('$RC=function'))!;
    for (const text of [
      'alert(1)',
      '$RC("B:0","S:0");alert(1)',
      '$RC("B:0",alert(1))',
      `${rc}alert(1)`,
      `${rc}$RC("B:0","S:0")//`,
      `alert(1);${rc}$RC("B:0","S:0")`,
    ])
      expect([text.slice(0, 40), isReactRevealScript(text, runtime)]).toEqual([text.slice(0, 40), false]);
  });

  it('reads executable inline scripts only, not data or external scripts', () => {
    const html =
      '<script>a()</script><script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script>' +
      '<script src="/x.js"></script><script id="y" type="text/javascript">b()</script>';
    expect(inlineScriptTexts(html)).toEqual(['a()', 'b()']);
  });
});
