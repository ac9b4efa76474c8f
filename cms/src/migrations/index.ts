import * as migration_20261121_230310_initial from './20261121_230310_initial';

export const migrations = [
  {
    up: migration_20261121_230310_initial.up,
    down: migration_20261121_230310_initial.down,
    name: '20261121_230310_initial'
  },
];
