import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react';
import Box from '@mui/material/Box';
import type { PageContent } from './loadContent';

/** Renders Lexical rich text from the CMS with Payload's own converter. */
export function RichText({ data }: { data: PageContent['content'] }) {
  if (!data) return null;
  return (
    <Box sx={{ '& p': { mb: 2, lineHeight: 1.7 }, '& h2, & h3': { mt: 3, mb: 1 }, maxWidth: 820 }}>
      <LexicalRichText data={data as never} />
    </Box>
  );
}
