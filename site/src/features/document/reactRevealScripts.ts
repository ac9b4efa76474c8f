/**
 * React's own inline scripts in a page (server only). A Suspense boundary past the first ~12.8 KB
 * of a page's HTML is streamed as hidden HTML and revealed by an inline script: React's runtime
 * once, with its first call, then one call per boundary (`$RC("B:3","S:3")`), and a timing
 * snippet. Their number varies per page, so the page CSP allows them by the hashes of the scripts
 * this page's HTML holds (`_document`), and only of scripts that are exactly React's: its runtime,
 * learnt from this React itself at start (`probeReactRuntime`), and calls whose arguments are ids.
 */
import { createElement, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/** One or more of React's reveal calls, with only boundary and segment ids as arguments. */
const CALLS = /^(?:\$R[CSX]\("[A-Za-z0-9:_-]*"(?:,"[A-Za-z0-9:_-]*")*\);?)+$/;

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

export interface ReactRuntime {
  /** Scripts React writes whole: the reveal timing snippet. */
  whole: string[];
  /** What React writes before its first call of each kind: the functions it calls. */
  prefixes: string[];
}

/** Inline scripts React writes with a boundary outlined and one that errored (its runtimes). */
async function probe(): Promise<ReactRuntime> {
  const filler = 'x'.repeat(1000);
  const Failing = () => {
    throw new Error('probe');
  };
  const tree = createElement(
    'div',
    null,
    createElement('p', null, filler),
    createElement(Suspense, { fallback: null }, createElement('p', null, filler)),
    createElement(Suspense, { fallback: null }, createElement(Failing)),
  );
  // Chunk size 1: every boundary is outlined, as past 12.8 KB in a page.
  const stream = await renderToReadableStream(tree, { progressiveChunkSize: 1, onError: () => 'probe' });
  await stream.allReady;
  const html = await new Response(stream).text();
  const runtime: ReactRuntime = { whole: [], prefixes: [] };
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\stype=/i.test(attributes)) continue;
    const call = /\$R[CSX]\("[^]*$/.exec(text);
    if (!call) runtime.whole.push(text);
    else if (call.index > 0) runtime.prefixes.push(text.slice(0, call.index));
  }
  return runtime;
}

let runtime: Promise<ReactRuntime> | undefined;

/** This React's reveal runtime (rendered once per process). */
export function probeReactRuntime(): Promise<ReactRuntime> {
  runtime ??= probe();
  return runtime;
}

/** Whether an inline script's text is one React writes: its snippet, or its calls after one of its runtimes or none. */
export function isReactRevealScript(text: string, { whole, prefixes }: ReactRuntime): boolean {
  if (whole.includes(text)) return true;
  const prefix = prefixes.find((candidate) => text.startsWith(candidate)) ?? '';
  return CALLS.test(text.slice(prefix.length));
}

/** The texts of the executable inline scripts in a page's HTML (not JSON or JSON-LD data). */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (!type || type === 'text/javascript' || type === 'module') texts.push(text);
  }
  return texts;
}
