import type { EntityClass, EntityData, EntityManager, FromEntityType, RequiredEntityData } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';

/** Whether stored rows missing from the library are removed, or kept so that records still link to them. */
export interface UpsertContentOptions {
  removeMissing: boolean;
}

/**
 * Writes the content library's `rows` into `entity`'s table by their stable `key` property: a
 * stored row with that key is updated in place, a new key is created, so running it again
 * changes nothing. With `removeMissing`, stored rows whose key the library no longer has are
 * removed. Nothing is flushed: the caller flushes once after all its tables.
 */
export async function upsertContent<T extends object, K extends keyof T & keyof RequiredEntityData<T>>(
  em: EntityManager,
  entity: EntityClass<T>,
  key: K,
  rows: RequiredEntityData<T>[],
  { removeMissing }: UpsertContentOptions,
): Promise<void> {
  const stored = new Map<unknown, T>((await em.find(entity, {})).map((row) => [row[key], row]));
  const keep = new Set(rows.map((data) => data[key] as unknown));
  for (const data of rows) {
    const current = stored.get(data[key]);
    if (current) em.assign(current, data as EntityData<FromEntityType<T>>);
    else em.create(entity, data);
  }
  if (removeMissing) for (const [value, row] of stored) if (!keep.has(value)) em.remove(row);
}

/**
 * A seeder class for one content table: it writes `rows()` with {@link upsertContent} by `key`
 * and flushes. For the modules whose library fills a single table.
 */
export function contentTableSeeder<T extends object, K extends keyof T & keyof RequiredEntityData<T>>(
  entity: EntityClass<T>,
  key: K,
  rows: () => RequiredEntityData<T>[],
  options: UpsertContentOptions,
): new () => Seeder {
  return class extends Seeder {
    async run(em: EntityManager): Promise<void> {
      await upsertContent(em, entity, key, rows(), options);
      await em.flush();
    }
  };
}
