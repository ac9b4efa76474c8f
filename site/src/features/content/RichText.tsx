import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react';
import { styled } from '@/features/theme/styled';
import type { PageContent } from './loadContent';

const Root = styled('div')({
  maxWidth: 820,
  p: { marginBottom: 16, lineHeight: 1.7 },
  'h2, h3': { marginTop: 24, marginBottom: 8 },
});

/** Renders Lexical rich text from the CMS with Payload's own converter. */
export function RichText({ data }: { data: PageContent['content'] }) {
  if (!data) return null;
  return (
    <Root>
      <LexicalRichText data={data as never} />
    </Root>
  );
}
