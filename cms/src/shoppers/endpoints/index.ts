import type { Endpoint } from 'payload';
import { accountEndpoint, meEndpoint, signOutEndpoint } from './account';
import { miscellaneousEndpoint } from './miscellaneous';
import { listSavedSearchesEndpoint, removeSavedSearchEndpoint, saveSearchEndpoint } from './savedSearches';
import { sendCodeEndpoint } from './sendCode';
import { verifyCodeEndpoint } from './verifyCode';
import { listWatchlistEndpoint, removeFromWatchlistEndpoint, saveToWatchlistEndpoint } from './watchlist';

/** Every shopper endpoint, under /api/shoppers (collections/Shoppers.ts). */
export const shopperEndpoints: Endpoint[] = [
  sendCodeEndpoint,
  verifyCodeEndpoint,
  meEndpoint,
  signOutEndpoint,
  saveToWatchlistEndpoint,
  removeFromWatchlistEndpoint,
  listWatchlistEndpoint,
  accountEndpoint,
  saveSearchEndpoint,
  removeSavedSearchEndpoint,
  listSavedSearchesEndpoint,
  miscellaneousEndpoint,
];
