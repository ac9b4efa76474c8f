export * from './cardCar';
export * from './format';
export * from './price';
export * from './tags';
export * from './details';
export * from './buttons';
export * from './controls';
