import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { chatLoaderScript } from '@dealer/domain';
import { IconSprite } from '@/features/ui/IconSprite';
import { DEFERRED_IMAGES_SCRIPT } from '@/features/ui/deferredImages';
import { islandManifest, ISLAND_PAGE_PROP } from '@/islands/islandPage.server';
import { islandLoaderScript, ISLAND_CONTEXT_ID } from '@/islands/islandLoader';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';

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
      <Head>
        <DocumentHeadTags {...props} />
      </Head>
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
