import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { ACCOUNT_EXPORT_FORMAT } from '@flourishly/contracts';
import type { ExportParts, ExportRow } from '../common/account-data/account-data';
import { ChildrenAccountData } from '../children/children-account-data.service';
import { AccountContributors } from './account-contributors.service';

/** A record as plain JSON: relations as ids, hidden columns (password and token hashes) left out. */
type Row = ExportRow;

/** The keys of an exported child after its profile, in the file's order, each from the module that keeps it. */

/**
 * One owned child: its profile, and every record kept about it under the key its module's
 * contributor gives (assessments, planDays, measurements, immunisationRecords...), in the order
 * the modules were registered.
 */
export interface ExportedChild {
  profile: Row;
  [records: string]: Row | Row[];
}

/** The export file's layout (documented in README.md, "Your data"). */
export interface AccountExport {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  exportedAt: string;
  profile: Row;
  children: ExportedChild[];
  /** Children other parents shared with this account: the child's id and name, who owns it, and the role. */
  memberships: { childId: number; childName: string; ownerName: string; role: string; since: string }[];
  /** Invitations this account created (to its own children or as their owner). */
  invitationsCreated: Row[];
  /** Report links this account created, on any child it has access to; never their tokens. */
  reportLinksCreated: Row[];
  notifications: Row[];
  /** The choices the account saved in Settings (none until it changes one). */
  settings: Row[];
  /** The reminders found for the account: sent, skipped or still queued. */
  reminders: Row[];
  /** Every other key a module's contributor gives the account (the calendar feed...). */
  [records: string]: unknown;
}

@Injectable()
export class AccountExportService {
  constructor(
    private readonly em: EntityManager,
    private readonly contributors: AccountContributors,
    private readonly children: ChildrenAccountData,
  ) {}

  /**
   * Everything the account holds, as one JSON document: the profile (no password hash), each
   * owned child with its assessments, plan, assignments, achievements, game sessions and progress,
   * devices (no token hashes) and their readings, members, invitations and report links (no token
   * hashes); the children shared with the account and its role; invitations and report links it
   * created; its notifications. Each module answers for its own records (AccountContributors).
   * 404 when the account no longer exists.
   */
  async export(userId: number): Promise<AccountExport> {
    const em = this.em.fork();
    const contributors = this.contributors.all().map(({ contributor }) => contributor);
    const account = await readAll(contributors.map((contributor) => contributor.exportAccount(em, userId)));
    if (!account.profile) throw new NotFoundException('User not found');
    const children: ExportedChild[] = [];
    for (const childId of await this.children.ownedChildIds(em, userId)) {
      const { profile, records } = await readAll(contributors.map((contributor) => contributor.exportChild(em, childId)));
      children.push({ profile: profile ?? {}, ...records });
    }
    const document = { format: ACCOUNT_EXPORT_FORMAT, exportedAt: new Date().toISOString(), profile: account.profile, children };
    return { ...document, ...account.records } as AccountExport;
  }
}

/**
 * Reads every key of the contributors' parts, in their order: the one `profile` row apart, and
 * the rows of each other key, so a module's new records are exported by its contributor alone.
 */
async function readAll(parts: ExportParts[]): Promise<{ profile: Row | undefined; records: Record<string, Row[]> }> {
  const records: Record<string, Row[]> = {};
  let profile: Row | undefined;
  for (const [key, read] of Object.entries(Object.assign({}, ...parts) as ExportParts)) {
    const rows = await read();
    if (key === 'profile') profile = rows[0];
    else records[key] = rows;
  }
  return { profile, records };
}
