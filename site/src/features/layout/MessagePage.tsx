import type { ReactNode } from 'react';
import Head from 'next/head';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A page with no tenant data (404, 500): a heading and a message. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
        <div>
          <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
            {title}
          </Typography>
          {children}
        </div>
      </Box>
    </>
  );
}
