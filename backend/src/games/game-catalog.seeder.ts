import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { GAME_LEVEL_COUNT } from '@flourishly/contracts';
import { GAME_CATALOG, GAME_CONTENT_VERSION } from './content/game-catalog';
import { Game } from './game.entity';

/**
 * Loads the game catalogue into `games`: inserts new slugs and updates existing rows in place
 * (idempotent; runs at every start). Games dropped from the library stay, so sessions keep
 * their link.
 */
export class GameCatalogSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const existing = new Map((await em.find(Game, {})).map((game) => [game.slug, game]));
    for (const definition of GAME_CATALOG) {
      const values = {
        slug: definition.slug,
        title: definition.title,
        description: definition.description,
        domain: definition.domain,
        type: definition.type,
        minAge: definition.minAge,
        maxAge: definition.maxAge,
        levels: GAME_LEVEL_COUNT,
        contentVersion: GAME_CONTENT_VERSION,
      };
      const row = existing.get(definition.slug) ?? em.create(Game, values);
      em.assign(row, values);
    }
    await em.flush();
  }
}
