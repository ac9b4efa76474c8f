import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { dealerCommentsView, featureListView, specListView, type SpecRow } from '@dealer/domain';

/** Rows of label and value as a description list (screen readers announce the pairs). */
export function SpecTable({ rows, testId }: { rows: SpecRow[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 0, m: 0 }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ py: 1, pr: 2, borderBottom: 1, borderColor: 'divider', color: 'text.secondary' }}>
            {row.label}
          </Box>
          <Box
            component="dd"
            sx={{ py: 1, m: 0, borderBottom: 1, borderColor: 'divider', fontWeight: 600, overflowWrap: 'anywhere' }}
            data-spec={row.key}
          >
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Key information: the details strip (Condition, Transmission, Odometer, Fuel Type) plus body and colour. */
export function KeyInformation({ rows }: { rows: SpecRow[] }) {
  return (
    <Box component="section" aria-labelledby="key-information">
      <Typography id="key-information" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        Key Information
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1.5,
        }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.key}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            <Typography variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{row.value}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Specifications: the first 4 with Show More / Show Less (spec §4, §9). */
export function Specifications({ rows }: { rows: SpecRow[] }) {
  const [expanded, setExpanded] = useState(false);
  const view = specListView(rows, expanded);
  const listId = useId();
  return (
    <Box component="section" aria-labelledby="specifications">
      <Typography id="specifications" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        Specifications
      </Typography>
      <Box id={listId}>
        <SpecTable rows={view.items} testId="specifications" />
      </Box>
      {view.toggleLabel && (
        <Button onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={listId} sx={{ mt: 1 }}>
          {view.toggleLabel}
        </Button>
      )}
    </Box>
  );
}

/** A feature list: 8 until Show All is pressed (spec §4, §9). */
export function FeatureList({ items, testId, emptyText }: { items: string[]; testId: string; emptyText: string }) {
  const [showAll, setShowAll] = useState(false);
  const view = featureListView(items, showAll);
  const listId = useId();
  if (view.items.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <>
      <Box
        component="ul"
        id={listId}
        data-testid={testId}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        {view.items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckCircleOutline fontSize="small" color="primary" aria-hidden />
            {item}
          </Box>
        ))}
      </Box>
      {view.toggleLabel && (
        <Button onClick={() => setShowAll(true)} aria-controls={listId} sx={{ mt: 1 }}>
          {view.toggleLabel}
        </Button>
      )}
    </>
  );
}

/** Dealer comments: pipe-separated paragraphs, 400 characters with Show More / Show Less (spec §4, §5). */
export function DealerComments({ raw }: { raw: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const view = dealerCommentsView(raw, expanded);
  const textId = useId();
  return (
    <Box data-testid="dealer-comments">
      <Box id={textId}>
        {view.paragraphs.map((paragraph, i) => (
          <Typography key={i} sx={{ mb: 1.5 }} color={view.pending ? 'text.secondary' : 'text.primary'}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      {view.toggleLabel && (
        <Button onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={textId}>
          {view.toggleLabel}
        </Button>
      )}
    </Box>
  );
}
