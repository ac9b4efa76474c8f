import * as migration_20261121_225618_initial from './20261121_225618_initial';

export const migrations = [
  {
    up: migration_20261121_225618_initial.up,
    down: migration_20261121_225618_initial.down,
    name: '20261121_225618_initial'
  },
];
