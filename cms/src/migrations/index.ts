import * as migration_20261121_231206_initial from './20261121_231206_initial';

export const migrations = [
  {
    up: migration_20261121_231206_initial.up,
    down: migration_20261121_231206_initial.down,
    name: '20261121_231206_initial',
  },
];
