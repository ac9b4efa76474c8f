/** The filter panel in a drawer on screens below 992 px, with "Show Me N cars"; loaded when first opened. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

function FilterDrawerContent({
  open,
  onClose,
  showLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  showLabel: string;
  children: ReactNode;
}) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(360px, 100vw)' } } }}>
      <Box role="dialog" aria-label="Filters" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 1 }}>{children}</Box>
        <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
          {/* The filters already changed the address; this closes the drawer onto the results. */}
          <Button fullWidth variant="contained" onClick={onClose} data-testid="show-me-cars">
            {showLabel}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const FilterDrawer = withMuiTheme(FilterDrawerContent);
