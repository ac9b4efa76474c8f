import Typography from '@mui/material/Typography';
import { MessagePage } from '@/features/layout/MessagePage';

/** Shown for unknown hosts and unknown paths alike; no tenant data needed. */
export default function NotFoundPage() {
  return (
    <MessagePage title="Page not found">
      <Typography sx={{ mb: 3 }}>We could not find that page. Check the address, or start again from the home page.</Typography>
      <a href="/">Go to the home page</a>
    </MessagePage>
  );
}
