import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RangeModelCard } from '@/features/tenant/loadSite';

/** A model tile: illustration, make and model, and NEW / COMING SOON (spec §4 model status). */
export function ModelCard({ model, bordered = false }: { model: RangeModelCard; bordered?: boolean }) {
  return (
    <Box
      component={NextLink}
      href={model.href}
      sx={{
        textDecoration: 'none',
        color: 'text.primary',
        textAlign: 'center',
        borderRadius: 1,
        p: 1,
        ...(bordered ? { border: 1, borderColor: 'divider' } : {}),
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {model.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- small CMS thumbnail with a reserved aspect ratio
        <img
          src={model.imageUrl}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'contain' }}
        />
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {model.make} {model.name}
      </Typography>
      {model.status === 'new' && (
        <Typography variant="caption" color="secondary">
          NEW
        </Typography>
      )}
      {model.status === 'coming_soon' && (
        <Typography variant="caption" color="secondary">
          COMING SOON
        </Typography>
      )}
    </Box>
  );
}
