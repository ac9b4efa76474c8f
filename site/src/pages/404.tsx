import { MessagePage } from '@/features/layout/MessagePage';

/** Shown for unknown hosts and unknown paths alike; no tenant data needed. */
export default function NotFoundPage() {
  return (
    <MessagePage title="Page not found">
      <p className="message">We could not find that page. Check the address, or start again from the home page.</p>
      <a href="/">Go to the home page</a>
    </MessagePage>
  );
}
