import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { IconSprite } from '@/features/ui/IconSprite';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const locale = (props.__NEXT_DATA__.props?.pageProps?.site?.config?.settings?.locale as string | undefined) ?? 'en-AU';
  return (
    <Html lang={locale}>
      <Head>
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <IconSprite />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
