/**
 * What a results page loads on the first press of a card's heart or Compare, or of Save search
 * (issue 14): the watchlist client, the compare list and its tray, saving the search, in one
 * chunk. One chunk, not four: each lazy chunk adds an entry to the loader every page carries.
 */
export { toggleWatchlistCar } from '@/features/shoppers/watchlistClient';
export { toggleCompareCar } from '@/features/compare/compareClient';
export { CompareTray } from '@/features/compare/CompareTray';
export { saveSearch } from '@/features/shoppers/savedSearchClient';
