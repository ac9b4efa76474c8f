import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import type { ReactNode } from 'react';
// Next.js's own context for the document's tags: how an island page turns its scripts off (below).
import { HtmlContext, useHtmlContext } from 'next/dist/shared/lib/html-context.shared-runtime';
import { chatWidget, CHAT_WIDGET_ID } from '@dealer/domain';
import { IconSprite } from '@/features/ui/IconSprite';
import { INLINE_SCRIPTS, pageInlineScriptHashes } from '@/features/document/inlineScripts';
import { pageScriptPolicy } from '@/lib/securityHeaders';
import { islandManifest, ISLAND_PAGE_PROP } from '@/islands/islandPage.server';
import { ISLAND_CONTEXT_ID, ISLAND_MANIFEST_ID } from '@/islands/islandLoader';
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

/** JSON for a `<script type="application/json">`: no `<` that could end the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface ScriptPolicyProps {
  /** The page's own script policy (null under `next dev`, whose React Refresh writes other scripts). */
  scriptPolicy: string | null;
}

export default function Document(props: DocumentProps & DocumentHeadTagsProps & ScriptPolicyProps) {
  const site = props.__NEXT_DATA__.props?.pageProps?.site;
  const locale = (site?.config?.settings?.locale as string | undefined) ?? 'en-AU';
  // The chat widget (issue 12): its loader adds the provider's script at the shopper's first
  // interaction, and is written here, on the server only, so no page's JavaScript carries it.
  const chat = site?.chat ? chatWidget(true, site.chat.provider, site.chat.account) : null;
  // An island page (src/islands/islandPage.tsx): no Next.js runtime or page data, the island loader instead.
  const manifest = props.__NEXT_DATA__.props?.pageProps?.[ISLAND_PAGE_PROP] === true ? islandManifest() : null;
  // First in the head, before any script: it applies to what follows it.
  const policy = props.scriptPolicy ? <meta httpEquiv="Content-Security-Policy" content={props.scriptPolicy} /> : null;
  return (
    <Html lang={locale}>
      {manifest ? (
        <WithoutRuntime>
          <Head>
            {policy}
            <DocumentHeadTags {...props} />
          </Head>
        </WithoutRuntime>
      ) : (
        <Head>
          {policy}
          <DocumentHeadTags {...props} />
        </Head>
      )}
      <body>
        <IconSprite />
        <Main />
        {/* Before the page's scripts: photos below the first screen get their sources near the screen.
            Each inline script is a fixed text the page CSP allows by its hash; what varies is JSON beside it. */}
        <script id="deferred-images" dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.deferredImages }} />
        {manifest ? (
          <>
            <script
              id={ISLAND_CONTEXT_ID}
              type="application/json"
              dangerouslySetInnerHTML={{ __html: jsonForScript({ branding: site?.branding ?? null }) }}
            />
            <script id={ISLAND_MANIFEST_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(manifest) }} />
            <script id="island-loader" dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.islandLoader }} />
          </>
        ) : (
          <NextScript />
        )}
        {chat && (
          <>
            <script id={CHAT_WIDGET_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(chat) }} />
            <script id="chat-loader" dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.chatLoader }} />
          </>
        )}
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => {
  const props = await documentGetInitialProps(ctx);
  const scriptPolicy = process.env.NODE_ENV === 'development' ? null : pageScriptPolicy(await pageInlineScriptHashes(props.html));
  return { ...props, scriptPolicy };
};
