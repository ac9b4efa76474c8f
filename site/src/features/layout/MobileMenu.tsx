/** The header's navigation in a drawer on small screens; loaded when the menu button is first pressed. */
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { NavItem } from '@dealer/domain';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

function MobileMenuContent({ items, open, onClose }: { items: NavItem[]; open: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Mobile" sx={{ width: 300 }}>
        <List>
          {items.map((item) =>
            item.kind === 'link' ? (
              <ListItemButton key={item.label} component={NextLink} href={item.href} onClick={onClose}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ) : (
              <li key={item.label}>
                <List subheader={<ListSubheader>{item.label}</ListSubheader>}>
                  {(item.kind === 'range' ? [{ label: 'All Models', href: item.href }] : (item.children ?? [])).map((child) => (
                    <ListItemButton key={child.href} component={NextLink} href={child.href} sx={{ pl: 4 }} onClick={onClose}>
                      <ListItemText primary={child.label} />
                    </ListItemButton>
                  ))}
                </List>
              </li>
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const MobileMenu = withMuiTheme(MobileMenuContent);
