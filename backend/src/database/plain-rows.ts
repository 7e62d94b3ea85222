import { ReferenceKind, type EntityManager, type EntityName } from '@mikro-orm/core';

/** A row as a plain SQL query returns it: values keyed by column name. */
export type ColumnRow = Record<string, unknown>;

/**
 * A reader of rows of `entityName` read with plain SQL: returns the row keyed by property name,
 * each value as the entity would hold it after MikroORM's hydration (booleans, dates, json and
 * other custom types converted; a to-one relation as its key), but without making an entity (no
 * identity map, no change tracking): read-only hot routes answer from it (docs/architecture.md,
 * "Hot path"). Columns the row lacks are left out; other columns are kept under their own name.
 * `T` is the caller's view of the result (e.g. a `Pick` of the entity's scalar properties).
 */
export function plainRowReader<T>(em: EntityManager, entityName: EntityName<object>): (row: ColumnRow) => T {
  const meta = em.getMetadata().get(entityName);
  const driver = em.getDriver();
  const platform = em.getPlatform();
  // The driver's compiled result mapper renames columns and converts booleans and dates, as for
  // `em.map`; the hydrator then applies custom types (json) with `convertCustomTypes`.
  const customTyped = meta.props.flatMap((prop) =>
    prop.kind === ReferenceKind.SCALAR && prop.customType ? [{ name: prop.name, type: prop.customType }] : [],
  );
  return (row) => {
    const data = driver.mapResult(row, meta) as Record<string, unknown>;
    for (const { name, type } of customTyped) {
      const value = data[name];
      if (value !== null && value !== undefined) data[name] = type.convertToJSValue(value, platform, { mode: 'serialization' });
    }
    return data as T;
  };
}
