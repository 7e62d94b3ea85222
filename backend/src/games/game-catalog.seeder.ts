import { GAME_LEVEL_COUNT } from '@flourishly/contracts';
import { contentTableSeeder } from '../database/seeders/upsert-content';
import { GAME_CATALOG, GAME_CONTENT_VERSION } from './content/game-catalog';
import { Game } from './game.entity';

/**
 * Loads the game catalogue into `games`: inserts new slugs and updates existing rows in place
 * (idempotent; runs at every start). Games dropped from the library stay, so sessions keep
 * their link.
 */
export const GameCatalogSeeder = contentTableSeeder(
  Game,
  'slug',
  () =>
    GAME_CATALOG.map(({ slug, title, description, domain, type, minAge, maxAge }) => ({
      slug,
      title,
      description,
      domain,
      type,
      minAge,
      maxAge,
      levels: GAME_LEVEL_COUNT,
      contentVersion: GAME_CONTENT_VERSION,
    })),
  { removeMissing: false },
);
