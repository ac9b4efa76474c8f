import { useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { CarDetail } from './carDetailModel';
import { DealerComments, FeatureList } from './CarSections';
import { ProtectYourCarCopy, ReserveOnlineCopy, WhyBuyCopy } from './dealerCopy';

interface TabDef {
  id: string;
  label: string;
  content: ReactNode;
}

/** Spec §2 tabs, in the spec's order. Panels stay in the page (hidden), so find-in-page and crawlers see them. */
export function DetailTabs({ car }: { car: CarDetail }) {
  const tabs: TabDef[] = [
    { id: 'comments', label: 'Dealer Comments', content: <DealerComments raw={car.dealerComments} /> },
    {
      id: 'included',
      label: "What's Included",
      content: <FeatureList items={car.standardEquipment} testId="standard-equipment" emptyText="Ask us what comes with this vehicle." />,
    },
    { id: 'why-buy', label: 'Why Buy From Us?', content: <WhyBuyCopy /> },
    // Reserve Online only where reserving is on (a tenant or dealership may switch it off).
    ...(car.reserveEnabled
      ? [{ id: 'reserve', label: 'Reserve Online', content: <ReserveOnlineCopy deposit={car.reserveDepositText} word={car.vehicleWord} /> }]
      : []),
    { id: 'protect', label: 'Protect Your Car', content: <ProtectYourCarCopy /> },
    {
      id: 'features',
      label: 'Features',
      content: <FeatureList items={car.features} testId="features" emptyText="Ask us about this vehicle's features." />,
    },
  ];
  const [selected, setSelected] = useState(0);
  return (
    <Box component="section" aria-label="About this vehicle">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={selected}
          onChange={(_, value: number) => setSelected(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Vehicle details"
        >
          {tabs.map((tab, i) => (
            <Tab key={tab.id} label={tab.label} id={`car-tab-${tab.id}`} aria-controls={`car-tabpanel-${tab.id}`} value={i} />
          ))}
        </Tabs>
      </Box>
      {tabs.map((tab, i) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`car-tabpanel-${tab.id}`}
          aria-labelledby={`car-tab-${tab.id}`}
          hidden={selected !== i}
          sx={{ py: 2.5 }}
        >
          {tab.content}
        </Box>
      ))}
    </Box>
  );
}

/** Spec §2 collapsible panels: Reserve Online, Why Buy From Us and Protect Your Car. */
export function InfoPanels({ car }: { car: CarDetail }) {
  const panels: TabDef[] = [
    // Reserve Online only where reserving is on (a tenant or dealership may switch it off).
    ...(car.reserveEnabled
      ? [{ id: 'reserve', label: 'Reserve Online', content: <ReserveOnlineCopy deposit={car.reserveDepositText} word={car.vehicleWord} /> }]
      : []),
    { id: 'why-buy', label: 'Why Buy From Us', content: <WhyBuyCopy /> },
    { id: 'protect', label: 'Protect Your Car', content: <ProtectYourCarCopy /> },
  ];
  return (
    <Box component="section" aria-label="Buying with us">
      {panels.map((panel) => (
        <Accordion key={panel.id} disableGutters slotProps={{ transition: { timeout: 300 } }}>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`panel-${panel.id}`} id={`panel-${panel.id}-header`}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {panel.label}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`panel-${panel.id}`}>{panel.content}</AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
