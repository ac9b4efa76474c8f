/** `/success` (spec §4): the thank-you page a stored lead leads to, naming what happens next. */
import { useRouter } from 'next/router';
import { styled } from '@/features/theme/styled';
import { successCopy } from './successCopy';

const Root = styled('section')(({ theme }) => ({
  maxWidth: 720,
  h1: { ...theme.typography.h1, fontSize: '2rem', margin: '0 0 12px' },
  h2: { ...theme.typography.h3, fontSize: '1.2rem', margin: '24px 0 8px' },
  p: { margin: '0 0 8px' },
  ol: { margin: 0, paddingLeft: 22, display: 'grid', gap: 6 },
  '.links': { display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 24 },
  '.links a': { color: theme.palette.primary.main, fontWeight: 600 },
}));

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function SuccessPage({ dealerName }: { dealerName: string }) {
  const { query } = useRouter();
  const copy = successCopy(one(query.category), one(query.subcategory));
  return (
    <Root aria-labelledby="success-heading" data-testid="success-page">
      <h1 id="success-heading">{copy.heading}</h1>
      <p>
        {copy.intro} Thank you for choosing {dealerName}.
      </p>
      <h2>What happens next</h2>
      <ol>
        {copy.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="links">
        <a href="/search">Keep browsing our stock</a>
        <a href="/">Back to the home page</a>
      </p>
    </Root>
  );
}
