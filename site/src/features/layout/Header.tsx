import { useState, useId, type KeyboardEvent } from 'react';
import NextLink from 'next/link';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { NavItem } from '@dealer/domain';
import type { SiteContext } from '@/features/tenant/loadSite';
import { SearchBox } from '@/features/search/SearchBox';
import { RangePanel } from './RangePanel';

interface DropdownProps {
  item: NavItem;
  site: SiteContext;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** One header item with a dropdown. Opens on hover or on click, per tenant (spec §2). */
function Dropdown({ item, site, open, onOpen, onClose }: DropdownProps) {
  const panelId = useId();
  const hover = site.config.settings.dropdownTrigger === 'hover';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <Box
      sx={{ position: 'relative' }}
      onMouseEnter={hover ? onOpen : undefined}
      onMouseLeave={hover ? onClose : undefined}
      onKeyDown={onKeyDown}
    >
      <Button
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={() => (open ? onClose() : onOpen())}
      >
        {item.label}
      </Button>
      {open && (
        <Paper
          id={panelId}
          elevation={6}
          sx={{
            position: 'absolute',
            top: '100%',
            left: item.kind === 'range' ? 0 : undefined,
            zIndex: 20,
            minWidth: 220,
            color: 'text.primary',
          }}
        >
          {item.kind === 'range' ? (
            <RangePanel groups={site.range} overviewHref={item.href} />
          ) : (
            <List dense aria-label={item.label}>
              {item.children?.map((child) => (
                <ListItemButton key={child.href} component={NextLink} href={child.href}>
                  <ListItemText primary={child.label} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Box>
  );
}

export function Header({ site }: { site: SiteContext }) {
  const [openItem, setOpenItem] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="primary"
      elevation={1}
      className={openItem ? 'dropdown-open' : undefined}
      data-dropdown-open={openItem ? 'true' : 'false'}
      component="header"
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <Box
            component={NextLink}
            href="/"
            sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'center', gap: 1.5, mr: 2 }}
          >
            {site.branding.logoUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- small fixed-size logo from the CMS
              <img src={site.branding.logoUrl} alt="" width={40} height={40} style={{ borderRadius: 4, background: '#fff' }} />
            )}
            <Typography component="span" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {site.tenant.name}
            </Typography>
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5, flexGrow: 1 }}>
            {site.header.map((item) =>
              item.kind === 'link' ? (
                <Button key={item.label} color="inherit" component={NextLink} href={item.href}>
                  {item.label}
                </Button>
              ) : (
                <Dropdown
                  key={item.label}
                  item={item}
                  site={site}
                  open={openItem === item.label}
                  onOpen={() => setOpenItem(item.label)}
                  onClose={() => setOpenItem((current) => (current === item.label ? null : current))}
                />
              ),
            )}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
          <SearchBox sx={{ display: { xs: 'none', md: 'flex' } }} />
          {site.contact?.phone && site.config.features.phoneNumbers && (
            <Button
              color="inherit"
              variant="outlined"
              href={`tel:${site.contact.phone.replace(/[^\d+]/g, '')}`}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              Call {site.contact.phone}
            </Button>
          )}
          <IconButton color="inherit" aria-label="Open menu" onClick={() => setDrawerOpen(true)} sx={{ display: { lg: 'none' } }}>
            <MenuIcon />
          </IconButton>
        </Toolbar>
        {/* Small screens: the search box gets a row of its own under the logo and menu button. */}
        <SearchBox sx={{ display: { xs: 'flex', md: 'none' }, mb: 1 }} />
      </Container>
      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box component="nav" aria-label="Mobile" sx={{ width: 300 }}>
          <List>
            {site.header.map((item) =>
              item.kind === 'link' ? (
                <ListItemButton key={item.label} component={NextLink} href={item.href}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ) : (
                <li key={item.label}>
                  <List subheader={<ListSubheader>{item.label}</ListSubheader>}>
                    {(item.kind === 'range' ? [{ label: 'All Models', href: item.href }] : (item.children ?? [])).map((child) => (
                      <ListItemButton key={child.href} component={NextLink} href={child.href} sx={{ pl: 4 }}>
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
    </AppBar>
  );
}
