import Head from 'next/head';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function ServerErrorPage() {
  return (
    <>
      <Head>
        <title>Something went wrong</title>
      </Head>
      <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
        <div>
          <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
            Something went wrong
          </Typography>
          <Typography>Please try again in a moment.</Typography>
        </div>
      </Box>
    </>
  );
}
