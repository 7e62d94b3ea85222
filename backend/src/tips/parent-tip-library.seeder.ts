import { contentTableSeeder } from '../database/seeders/upsert-content';
import { CONTENT_VERSION } from '../content/milestone-content';
import { PARENT_TIPS } from '../content/parent-tips';
import { ParentTip } from './parent-tip.entity';

/** Seeds the parent-tip library; upserts by key and removes tips no longer in it (idempotent). */
export const ParentTipLibrarySeeder = contentTableSeeder(
  ParentTip,
  'key',
  // sourceId is content-only: the table keeps the source's name, address and kind.
  () => PARENT_TIPS.map(({ sourceId: _sourceId, ...tip }) => ({ ...tip, version: CONTENT_VERSION })),
  {
    removeMissing: true,
  },
);
