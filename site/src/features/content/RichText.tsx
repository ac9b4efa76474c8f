import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react';
import Box from '@mui/material/Box';
import type { PageContent } from './loadContent';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

/** Renders Lexical rich text from the CMS with Payload's own converter. */
function RichTextContent({ data }: { data: PageContent['content'] }) {
  if (!data) return null;
  return (
    <Box sx={{ '& p': { mb: 2, lineHeight: 1.7 }, '& h2, & h3': { mt: 3, mb: 1 }, maxWidth: 820 }}>
      <LexicalRichText data={data as never} />
    </Box>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const RichText = withMuiTheme(RichTextContent);
