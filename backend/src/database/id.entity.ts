import { PrimaryKey } from '@mikro-orm/core';

/** Base of every entity keyed by an integer id the database assigns (autoincrement). */
export abstract class IdEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;
}
