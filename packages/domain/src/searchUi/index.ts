export * from './constants';
export * from './rangeSlider';
export * from './priceRangeWidget';
export * from './resultCount';
export * from './promoSlots';
export * from './makeList';
export * from './searchHistory';
export * from './searchPath';
