import { useState } from 'react';
import useSWR, { preload } from 'swr';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RangeGroup } from '@dealer/domain';
import type { RangeModelCard, RangeResponse } from '@/features/tenant/loadSite';
import { ModelCard } from '@/features/content/ModelCard';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

const RANGE_URL = '/api/range';

const fetchRange = async (url: string): Promise<RangeGroup<RangeModelCard>[]> => {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The range answered ${response.status}`);
  return ((await response.json()) as RangeResponse).groups;
};

/** Starts loading the range (the header calls it when the pointer or focus nears the navigation). */
export const preloadRange = () => preload(RANGE_URL, fetchRange);

/** Range dropdown: the tenant's range, fetched when first opened (issue 11), then the panel. */
function RangePanelContent({ overviewHref }: { overviewHref: string }) {
  const { data, error, mutate } = useSWR(RANGE_URL, fetchRange, { revalidateOnFocus: false });
  if (error && !data) {
    return (
      <Box role="alert" sx={{ p: 2 }}>
        <Typography sx={{ mb: 1 }}>The model range could not be loaded.</Typography>
        <Button onClick={() => void mutate()}>Try again</Button>{' '}
        <Link component={NextLink} href={overviewHref}>
          View all models
        </Link>
      </Box>
    );
  }
  if (!data) return <p className="loading">Loading…</p>;
  return <RangeGroups groups={data} overviewHref={overviewHref} />;
}

/** Body-type list on the left, model cards on the right, link to the overview (spec §2). */
function RangeGroups({ groups, overviewHref }: { groups: RangeGroup<RangeModelCard>[]; overviewHref: string }) {
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

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const RangePanel = withMuiTheme(RangePanelContent);
