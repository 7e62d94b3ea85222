import { contentTableSeeder } from '../database/seeders/upsert-content';
import { Activity } from './activity.entity';
import { ACTIVITY_LIBRARY } from './content/activity-library';

/**
 * Loads the activity library into the `activities` table: inserts new slugs and updates existing
 * ones in place (idempotent; runs at every start). Activities removed from the content stay in the
 * table so past assignments keep their link.
 */
export const ActivityLibrarySeeder = contentTableSeeder(
  Activity,
  'slug', // sourceId is content-only: the table keeps the source's name, address and kind.
  () => ACTIVITY_LIBRARY.map(({ sourceId: _sourceId, ...item }) => item),
  {
    removeMissing: false,
  },
);
