/** The swap next.config.mjs makes for Next.js's client entry: hydration starts inside a transition. */
const calls: { args: unknown[]; inTransition: boolean }[] = [];
let inTransition = false;
const root = { render: jest.fn(), unmount: jest.fn() };

jest.mock('react', () => ({
  ...jest.requireActual('react'),
  startTransition: (scope: () => void) => {
    inTransition = true;
    try {
      scope();
    } finally {
      inTransition = false;
    }
  },
}));
jest.mock('react-dom/client', () => ({
  createRoot: jest.fn(),
  hydrateRoot: jest.fn((...args: unknown[]) => {
    calls.push({ args, inTransition });
    return root;
  }),
}));

import client, { createRoot, hydrateRoot } from './hydrateInTransition';
import * as ReactDOMClient from 'react-dom/client';

describe('hydrateInTransition', () => {
  beforeEach(() => (calls.length = 0));

  it('calls react-dom’s hydrateRoot inside startTransition, with the same arguments, and returns its root', () => {
    const container = {} as Element;
    const options = { onRecoverableError: jest.fn() };
    expect(hydrateRoot(container, 'page', options)).toBe(root);
    expect(calls).toEqual([{ args: [container, 'page', options], inTransition: true }]);
  });

  it('is what the default export offers (Next.js reads `ReactDOM.default.hydrateRoot`), the rest passed through', () => {
    expect(client.hydrateRoot).toBe(hydrateRoot);
    expect(client.createRoot).toBe(ReactDOMClient.createRoot);
    expect(createRoot).toBe(ReactDOMClient.createRoot);
  });
});
