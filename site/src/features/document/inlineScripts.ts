/**
 * The scripts `_document` writes inline, and the hashes a page's script policy lists (issue 39:
 * inline scripts run by hash only). Each is the same text on every page of a build; what differs
 * per page (the islands' manifest, the tenant's chat widget) goes in JSON elements beside them, which
 * the browser never runs. Nonces would not do: ISR serves one cached HTML to every shopper.
 */
import { createHash } from 'node:crypto';
import { CHAT_LOADER_SCRIPT } from '@dealer/domain';
import { DEFERRED_IMAGES_SCRIPT } from '@/features/ui/deferredImages';
import { ISLAND_LOADER_SCRIPT } from '@/islands/islandLoader';
import { inlineScriptTexts, isReactRevealScript, probeReactRuntime } from './reactRevealScripts';

export const INLINE_SCRIPTS = {
  deferredImages: DEFERRED_IMAGES_SCRIPT,
  islandLoader: ISLAND_LOADER_SCRIPT,
  chatLoader: CHAT_LOADER_SCRIPT,
} as const;

/** A CSP hash source of a script's text, as the browser computes it (UTF-8, SHA-256, base64). */
export const scriptHashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let hashes: string[] | undefined;

/** The hash sources of `_document`'s own inline scripts (computed once per process). */
export function inlineScriptHashSources(): string[] {
  hashes ??= Object.values(INLINE_SCRIPTS).map(scriptHashSource);
  return hashes;
}

/**
 * The hash sources a page's script policy lists: `_document`'s scripts and React's reveal scripts
 * in the page's body HTML. Any other inline script in it (nothing of ours writes one) gets no hash,
 * so the browser refuses it.
 */
export async function pageInlineScriptHashes(bodyHtml: string): Promise<string[]> {
  const runtime = await probeReactRuntime();
  const react = inlineScriptTexts(bodyHtml).filter((text) => isReactRevealScript(text, runtime));
  return [...new Set([...inlineScriptHashSources(), ...react.map(scriptHashSource)])];
}
