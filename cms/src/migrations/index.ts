import * as migration_20261121_231206_initial from './20261121_231206_initial';
import * as migration_20261122_002837_index_cars_task from './20261122_002837_index_cars_task';

export const migrations = [
  {
    up: migration_20261121_231206_initial.up,
    down: migration_20261121_231206_initial.down,
    name: '20261121_231206_initial',
  },
  {
    up: migration_20261122_002837_index_cars_task.up,
    down: migration_20261122_002837_index_cars_task.down,
    name: '20261122_002837_index_cars_task'
  },
];
