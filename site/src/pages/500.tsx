import { MessagePage } from '@/features/layout/MessagePage';

export default function ServerErrorPage() {
  return (
    <MessagePage title="Something went wrong">
      <p className="message">Please try again in a moment.</p>
    </MessagePage>
  );
}
