import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqItem } from './loadContent';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

/** Collapsible FAQ sections (spec §2). */
function FaqListContent({ faqs }: { faqs: FaqItem[] }) {
  const sections = [...new Set(faqs.map((f) => f.section))];
  if (faqs.length === 0) return <Typography>No questions yet.</Typography>;
  return (
    <>
      {sections.map((section) => (
        <section key={section} aria-label={section}>
          <Typography component="h2" variant="h2" sx={{ mt: 3, mb: 2 }}>
            {section}
          </Typography>
          {faqs
            .filter((f) => f.section === section)
            .map((faq) => (
              <Accordion key={faq.id} disableGutters slotProps={{ transition: { timeout: 300 } }}>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {faq.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography>{faq.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
        </section>
      ))}
    </>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const FaqList = withMuiTheme(FaqListContent);
