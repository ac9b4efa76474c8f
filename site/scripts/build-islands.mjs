/**
 * Builds the islands (site/src/islands/entries/*.tsx) into public/_islands/: the code a page
 * served without Next.js's client runtime runs when the shopper first reaches for one of its
 * interactive parts (issue 11; site/src/islands/README in islandPage.ts). ES modules, split so
 * React and the shared providers are one chunk, minified, with content-hashed names;
 * public/_islands/manifest.json maps each island to its file for _document's loader.
 *
 * Why esbuild and not Next.js's webpack: these bundles must not carry Next.js's runtime (that is
 * their point), and a second webpack configuration inside next.config would tie them to Next.js's
 * internals. esbuild is already a root dev dependency (drizzle-kit, tsx, bench:floor).
 */
import { readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import nextConfig from '../next.config.mjs';

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entriesDir = path.join(siteDir, 'src/islands/entries');
const outdir = path.join(siteDir, 'public/_islands');

/** The same hint Next.js's client scripts get (next.config.mjs): compiled off the main thread as they stream in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const images = nextConfig.images ?? {};
/** What next/image (and our OptimisedImage) read from the build: Next.js defines it the same way. */
const imageOptions = {
  deviceSizes: images.deviceSizes,
  imageSizes: images.imageSizes,
  qualities: images.qualities ?? null,
  path: images.path ?? '/_next/image',
};

const entries = readdirSync(entriesDir)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
  .map((file) => path.join(entriesDir, file));

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const result = await build({
  entryPoints: entries,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox110', 'safari16'],
  minify: true,
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  metafile: true,
  jsx: 'automatic',
  tsconfig: path.join(siteDir, 'tsconfig.json'),
  banner: { js: COMPILE_HINT },
  legalComments: 'none',
  define: {
    'process.env.NODE_ENV': '"production"',
    'process.env.__NEXT_IMAGE_OPTS': JSON.stringify(imageOptions),
    // Read by shared code to tell the server from the browser; an island only runs in the browser.
    'process.browser': 'true',
  },
  alias: {
    // No Next.js router on an island page: its shims navigate with the browser.
    'next/router': path.join(siteDir, 'src/islands/nextShims/router.ts'),
    'next/link': path.join(siteDir, 'src/islands/nextShims/link.tsx'),
    'next/dynamic': path.join(siteDir, 'src/islands/nextShims/dynamic.tsx'),
    'hoist-non-react-statics': path.join(siteDir, 'src/lib/hoistNonReactStatics.js'),
  },
  logLevel: 'warning',
});

const outputs = result.metafile.outputs;
const urlOf = (file) => `/_islands/${path.basename(file)}`;
/** The files an entry needs before it runs: it and its static imports, transitively. */
function filesOf(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') filesOf(imported.path, seen);
  return seen;
}
// `entries`: each island's entry; `files`: what to fetch ahead for it once the page is idle.
const manifest = { entries: {}, files: {} };
for (const [file, output] of Object.entries(outputs)) {
  // Parts an entry imports lazily (the header's menu drawer) are entry points to esbuild too.
  if (!output.entryPoint || !entries.includes(path.resolve(siteDir, output.entryPoint))) continue;
  const name = path.basename(output.entryPoint).replace(/\.tsx?$/, '');
  manifest.entries[name] = urlOf(file);
  manifest.files[name] = [...filesOf(file)].map(urlOf);
}
writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, output]) => `${path.basename(file)} ${(output.bytes / 1024).toFixed(1)} KB`);
console.log(`islands: ${Object.keys(manifest.entries).join(', ')} (${sizes.join('; ')})`);
