import type { ReactNode } from 'react';
import Head from 'next/head';
import { styled } from '@/features/theme/styled';

const Main = styled('main')(({ theme }) => ({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: 32,
  h1: { ...theme.typography.h1, fontSize: '2rem', margin: '0 0 16px' },
  '.message': { ...theme.typography.body1, margin: '0 0 24px' },
}));

/** A page with no tenant data (404, 500): a heading and a message (`className="message"`). */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <Main>
        <div>
          <h1>{title}</h1>
          {children}
        </div>
      </Main>
    </>
  );
}
