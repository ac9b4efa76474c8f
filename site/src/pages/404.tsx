import Head from 'next/head';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Shown for unknown hosts and unknown paths alike; no tenant data needed. */
export default function NotFoundPage() {
  return (
    <>
      <Head>
        <title>Page not found</title>
      </Head>
      <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
        <div>
          <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
            Page not found
          </Typography>
          <Typography sx={{ mb: 3 }}>We could not find that page. Check the address, or start again from the home page.</Typography>
          <a href="/">Go to the home page</a>
        </div>
      </Box>
    </>
  );
}
