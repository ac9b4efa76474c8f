import { createHash } from 'node:crypto';
import { CHAT_LOADER_SCRIPT } from '@dealer/domain';
import { INLINE_SCRIPTS, inlineScriptHashSources, pageInlineScriptHashes, scriptHashSource } from './inlineScripts';

describe('inline scripts and their CSP hashes (issue 39)', () => {
  it('hashes each script’s UTF-8 text with SHA-256, as the browser does', () => {
    // The CSP3 example: sha256 of `alert('Hello, world.');`.
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(inlineScriptHashSources()).toEqual(
      Object.values(INLINE_SCRIPTS).map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`),
    );
  });

  it('keeps what varies per page or build out of the scripts (the manifest and the chat account live in JSON beside them)', () => {
    expect(INLINE_SCRIPTS.chatLoader).toBe(CHAT_LOADER_SCRIPT);
    expect(INLINE_SCRIPTS.islandLoader).toContain('JSON.parse(document.getElementById("__ISLAND_MANIFEST__").textContent)');
    expect(INLINE_SCRIPTS.islandLoader).not.toContain('_islands/');
    expect(new Set(inlineScriptHashSources()).size).toBe(3);
  });
});

describe('pageInlineScriptHashes', () => {
  it('lists _document’s scripts and React’s reveal calls in the body, never an injected script', async () => {
    const body =
      '<main></main><script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
      '<script>$RC("B:1","S:1")</script><script>alert(document.cookie)</script><script type="application/json">{"a":1}</script>';
    const hashes = await pageInlineScriptHashes(body);
    expect(hashes).toEqual([
      ...inlineScriptHashSources(),
      scriptHashSource('requestAnimationFrame(function(){$RT=performance.now()});'),
      scriptHashSource('$RC("B:1","S:1")'),
    ]);
    expect(hashes).not.toContain(scriptHashSource('alert(document.cookie)'));
  });
});
