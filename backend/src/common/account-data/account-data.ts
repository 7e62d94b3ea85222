import { wrap, type AnyEntity, type EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/core';
import { DiscoveryService } from '@nestjs/core';

/** A record as plain JSON: relations as ids, hidden columns (password and token hashes) left out. */
export type ExportRow = Record<string, unknown>;

/**
 * Parts of the export file by key, each read when account/ asks for it: the file's order is the
 * reading order, so rows are serialised as they always were (each ordered by id).
 */
export type ExportParts = Record<string, () => Promise<ExportRow[]>>;

/** Columns never exported even where an entity does not hide them: secrets, not the parent's data. */
const SECRET_COLUMNS = ['passwordHash', 'tokenHash'];

/** An entity as an export row (see {@link ExportRow}). */
export function toExportRow(entity: AnyEntity): ExportRow {
  const row = wrap(entity).toObject() as ExportRow;
  for (const column of SECRET_COLUMNS) delete row[column];
  return row;
}

/**
 * What a module keeps about an account, for its export and deletion (account/, README.md "Your
 * data"). Each module that stores records of a child or of a user implements it in a provider
 * marked {@link AccountData}; account/ asks every one of them and knows none of their tables.
 * Every method runs on the `em` it is given (deletion: one transaction for the whole account).
 */
export interface AccountDataContributor {
  /** Readers of the records of one child the account owns, by their key in the export file. */
  exportChild(em: EntityManager, childId: number): ExportParts;
  /** Readers of the records the account itself created or received, by their key in the export file. */
  exportAccount(em: EntityManager, userId: number): ExportParts;
  /** Deletes every record of these children (the account's own, about to be deleted). */
  deleteChildren(em: EntityManager, childIds: number[]): Promise<void>;
  /** Deletes (or lets go of) what the account created, before the account itself is deleted. */
  deleteAccount(em: EntityManager, userId: number): Promise<void>;
}

/**
 * When a contributor deletes, lowest first (foreign keys): 1 the records kept about a child or
 * made by the account, 2 the children and memberships (children/), 3 the user and its sessions (users/).
 */
export type AccountDataStage = 1 | 2 | 3;

/** Marks a provider as an {@link AccountDataContributor} of a stage; found with Nest's DiscoveryService. */
export const AccountData = DiscoveryService.createDecorator<AccountDataStage>();

/** Reads the rows of `entity` matching `where`, each as an {@link ExportRow}, ordered by id. */
export function exportRows(em: EntityManager, entity: EntityName<AnyEntity>, where: FilterQuery<AnyEntity>): () => Promise<ExportRow[]> {
  return async () => (await em.find(entity, where, { orderBy: { id: 'asc' } })).map(toExportRow);
}

/** Tables of records kept about a child (each with a `child` relation), by their key in the export file. */
export type ChildTables = Record<string, EntityName<AnyEntity>>;

/**
 * The common contributor: the records kept about a child in `childTables`, exported per child in
 * that order (parents before their dependants) and deleted with the child in the reverse order;
 * nothing of the account itself unless a module overrides `exportAccount` and `deleteAccount`.
 */
export abstract class ChildRecordsAccountData implements AccountDataContributor {
  protected abstract readonly childTables: ChildTables;

  exportChild(em: EntityManager, childId: number): ExportParts {
    return Object.fromEntries(Object.entries(this.childTables).map(([key, entity]) => [key, exportRows(em, entity, { child: childId })]));
  }

  exportAccount(_em: EntityManager, _userId: number): ExportParts {
    return {};
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    for (const entity of Object.values(this.childTables).reverse()) await em.nativeDelete(entity, { child: { $in: childIds } });
  }

  async deleteAccount(_em: EntityManager, _userId: number): Promise<void> {}
}
