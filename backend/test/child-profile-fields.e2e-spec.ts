import { MikroORM, ReferenceKind, type EntityProperty } from '@mikro-orm/core';
import { CHILD_PROFILE_ANSWER_KEYS, childProfileDefaults } from '@flourishly/contracts';
import { Child } from '../src/children/child.entity';
import { migrateDatabase } from '../src/database/migrate';
import { createOrmOptions } from '../src/schema/orm-options';
import { createTestDatabase, TEST_DIALECTS } from './test-app';

/** Columns of the children table the server keeps itself: no parent answers them. */
const SERVER_OWNED = ['id', 'parent', 'personaType', 'profileCompleted', 'createdAt', 'updatedAt'];

// A child-profile field is declared once, in the contracts (CHILD_PROFILE_FIELDS); its entity
// column and migration are written by hand. These checks fail when the two disagree.
describe.each(TEST_DIALECTS)('child-profile fields and the children table (%s)', (dialect) => {
  let orm: MikroORM;
  let drop: () => Promise<void>;
  let properties: Record<string, EntityProperty>;

  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    drop = database.drop;
    orm = await MikroORM.init(createOrmOptions({ dialect, url: database.url }));
    await migrateDatabase(orm);
    properties = orm.getMetadata().get(Child.name).properties as Record<string, EntityProperty>;
  });

  afterAll(async () => {
    await orm.close(true);
    await drop();
  });

  it('gives every declared field a column of its own', () => {
    const missing = CHILD_PROFILE_ANSWER_KEYS.filter(
      (key) => properties[key]?.kind !== ReferenceKind.SCALAR || properties[key]?.persist === false,
    );
    expect(missing).toEqual([]);
  });

  it('declares every answer column of the entity as a field', () => {
    const columns = Object.values(properties)
      .filter((property) => property.persist !== false)
      .map((property) => property.name);
    expect(columns.filter((name) => !SERVER_OWNED.includes(name) && !CHILD_PROFILE_ANSWER_KEYS.includes(name as never))).toEqual([]);
  });

  it('makes a column nullable exactly when the field defaults to null', () => {
    const defaults: Record<string, unknown> = childProfileDefaults();
    const mismatched = CHILD_PROFILE_ANSWER_KEYS.filter((key) => Boolean(properties[key]?.nullable) !== (defaults[key] === null));
    expect(mismatched).toEqual([]);
  });

  it("starts a new entity at the fields' defaults", () => {
    const child = new Child() as unknown as Record<string, unknown>;
    const defaults: Record<string, unknown> = childProfileDefaults();
    expect(Object.fromEntries(Object.keys(defaults).map((key) => [key, child[key]]))).toEqual(defaults);
  });

  it('has the columns in the migrated database', async () => {
    const columns = CHILD_PROFILE_ANSWER_KEYS.flatMap((key) => properties[key]?.fieldNames ?? []);
    expect(columns).toHaveLength(CHILD_PROFILE_ANSWER_KEYS.length);
    await expect(orm.em.getConnection().execute(`select ${columns.join(', ')} from children limit 1`)).resolves.toEqual([]);
  });
});
