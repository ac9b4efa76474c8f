import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import type { ReactNode } from 'react';
// Next.js's own context for the document's tags: how an island page turns its scripts off (below).
import { HtmlContext, useHtmlContext } from 'next/dist/shared/lib/html-context.shared-runtime';
import { chatLoaderScript } from '@dealer/domain';
import { IconSprite } from '@/features/ui/IconSprite';
import { DEFERRED_IMAGES_SCRIPT } from '@/features/ui/deferredImages';
import { islandManifest, ISLAND_PAGE_PROP } from '@/islands/islandPage.server';
import { islandLoaderScript, ISLAND_CONTEXT_ID } from '@/islands/islandLoader';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';

/**
 * The document's tags without Next.js's scripts: what a page's `unstable_runtimeJS: false` config
 * does (Head leaves out the script tags and preloads, NextScript the runtime and page data), per
 * request instead of per page file, since one route file serves island and other pages.
 * page-weight.spec checks that an island page loads no script of Next.js's.
 */
function WithoutRuntime({ children }: { children: ReactNode }) {
  const html = useHtmlContext();
  return <HtmlContext.Provider value={{ ...html, unstable_runtimeJS: false }}>{children}</HtmlContext.Provider>;
}

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const site = props.__NEXT_DATA__.props?.pageProps?.site;
  const locale = (site?.config?.settings?.locale as string | undefined) ?? 'en-AU';
  // The chat widget's loader (issue 12): built here, on the server only, so no page's JavaScript
  // carries it; it adds the provider's script at the shopper's first interaction.
  const chatLoader = site?.chat ? chatLoaderScript(true, site.chat.provider, site.chat.account) : null;
  // An island page (src/islands/islandPage.tsx): no Next.js runtime or page data, the island loader instead.
  const manifest = props.__NEXT_DATA__.props?.pageProps?.[ISLAND_PAGE_PROP] === true ? islandManifest() : null;
  return (
    <Html lang={locale}>
      {manifest ? (
        <WithoutRuntime>
          <Head>
            <DocumentHeadTags {...props} />
          </Head>
        </WithoutRuntime>
      ) : (
        <Head>
          <DocumentHeadTags {...props} />
        </Head>
      )}
      <body>
        <IconSprite />
        <Main />
        {/* Before the page's scripts: photos below the first screen get their sources near the screen. */}
        <script id="deferred-images" dangerouslySetInnerHTML={{ __html: DEFERRED_IMAGES_SCRIPT }} />
        {manifest ? (
          <>
            <script
              id={ISLAND_CONTEXT_ID}
              type="application/json"
              dangerouslySetInnerHTML={{ __html: JSON.stringify({ branding: site?.branding ?? null }).replace(/</g, '\\u003c') }}
            />
            <script id="island-loader" dangerouslySetInnerHTML={{ __html: islandLoaderScript(manifest) }} />
          </>
        ) : (
          <NextScript />
        )}
        {chatLoader && <script id="chat-loader" dangerouslySetInnerHTML={{ __html: chatLoader }} />}
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
