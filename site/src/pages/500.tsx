import Typography from '@mui/material/Typography';
import { MessagePage } from '@/features/layout/MessagePage';

export default function ServerErrorPage() {
  return (
    <MessagePage title="Something went wrong">
      <Typography>Please try again in a moment.</Typography>
    </MessagePage>
  );
}
