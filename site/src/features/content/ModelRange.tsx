import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RangeGroup } from '@dealer/domain';
import type { RangeModelCard } from '@/features/tenant/loadSite';
import { ModelCard } from '@/features/content/ModelCard';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

/**
 * The model range by body group. `/models?body=suvs` gets only that group from the server (the
 * proxy serves it from the static page `/models/suvs`), so nothing is filtered here.
 */
function ModelRangeContent({ groups: shown }: { groups: RangeGroup<RangeModelCard>[] }) {
  if (shown.length === 0) return <Typography>No models to show.</Typography>;
  return (
    <>
      {shown.map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`group-${group.key}`} sx={{ mb: 4 }}>
          <Typography id={`group-${group.key}`} component="h2" variant="h2" sx={{ mb: 2 }}>
            {group.label}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(6, 1fr)' } }}>
            {group.models.map((model) => (
              <ModelCard key={`${model.make}-${model.slug}`} model={model} bordered />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const ModelRange = withMuiTheme(ModelRangeContent);
