/** What became of a stock feed run: the importer's outcome, kept on its `stock-feed-runs` record. */
export const STOCK_FEED_RUN_STATUSES = ['applied', 'confirmed', 'held', 'refused'] as const;
export type StockFeedRunStatus = (typeof STOCK_FEED_RUN_STATUSES)[number];
