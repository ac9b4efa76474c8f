import { useState } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RangeGroup } from '@dealer/domain';
import type { RangeModelCard } from '@/features/tenant/loadSite';
import { ModelCard } from '@/features/content/ModelCard';

/** Range dropdown: body-type list on the left, model cards on the right, link to the overview (spec §2). */
export function RangePanel({ groups, overviewHref }: { groups: RangeGroup<RangeModelCard>[]; overviewHref: string }) {
  const [active, setActive] = useState(groups[0]?.key);
  const current = groups.find((g) => g.key === active) ?? groups[0];
  return (
    <Box sx={{ display: 'flex', width: { lg: 760 }, maxWidth: '90vw', minHeight: 240 }}>
      <Box
        component="ul"
        role="tablist"
        aria-label="Body types"
        sx={{ listStyle: 'none', m: 0, p: 1, borderRight: 1, borderColor: 'divider', minWidth: 150 }}
      >
        {groups.map((group) => (
          <li key={group.key} role="presentation">
            <Button
              role="tab"
              aria-selected={group.key === current?.key}
              fullWidth
              sx={{ justifyContent: 'flex-start' }}
              variant={group.key === current?.key ? 'contained' : 'text'}
              onMouseEnter={() => setActive(group.key)}
              onFocus={() => setActive(group.key)}
              onClick={() => setActive(group.key)}
            >
              {group.label}
            </Button>
          </li>
        ))}
        <li>
          <Link component={NextLink} href={overviewHref} sx={{ display: 'block', p: 1, mt: 1 }}>
            View all models
          </Link>
        </li>
      </Box>
      <Box
        role="tabpanel"
        aria-label={current?.label}
        sx={{
          p: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 2,
          alignContent: 'start',
          flexGrow: 1,
          maxHeight: 420,
          overflowY: 'auto',
        }}
      >
        {groups.length === 0 && <Typography>No models yet.</Typography>}
        {current?.models.map((model) => (
          <ModelCard key={`${model.make}-${model.slug}`} model={model} />
        ))}
      </Box>
    </Box>
  );
}
