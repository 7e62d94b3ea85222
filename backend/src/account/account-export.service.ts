import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { ACCOUNT_EXPORT_FORMAT } from '@flourishly/contracts';
import type { ExportParts, ExportRow } from '../common/account-data/account-data';
import { ChildrenAccountData } from '../children/children-account-data.service';
import { AccountContributors } from './account-contributors.service';

/** A record as plain JSON: relations as ids, hidden columns (password and token hashes) left out. */
type Row = ExportRow;

/** The keys of an exported child after its profile, in the file's order, each from the module that keeps it. */
const CHILD_RECORD_KEYS = [
  'assessments',
  'planDays',
  'activityAssignments',
  'achievements',
  'gameSessions',
  'gameProgress',
  'devices',
  'deviceReadings',
  'members',
  'invitations',
  'reportLinks',
] as const;

/** One owned child with every record kept about it. */
export interface ExportedChild {
  profile: Row;
  assessments: Row[];
  planDays: Row[];
  activityAssignments: Row[];
  achievements: Row[];
  gameSessions: Row[];
  gameProgress: Row[];
  devices: Row[];
  deviceReadings: Row[];
  /** Who else has access to the child, with their role. */
  members: Row[];
  invitations: Row[];
  reportLinks: Row[];
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
    const account = readers(contributors.map((contributor) => contributor.exportAccount(em, userId)));
    const [profile] = await account('profile');
    if (!profile) throw new NotFoundException('User not found');
    const children: ExportedChild[] = [];
    for (const childId of await this.children.ownedChildIds(em, userId)) {
      const records = readers(contributors.map((contributor) => contributor.exportChild(em, childId)));
      const [childProfile] = await records('profile');
      const child = { profile: childProfile } as ExportedChild;
      for (const key of CHILD_RECORD_KEYS) child[key] = await records(key);
      children.push(child);
    }
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      profile,
      children,
      memberships: (await account('memberships')) as AccountExport['memberships'],
      invitationsCreated: await account('invitationsCreated'),
      reportLinksCreated: await account('reportLinksCreated'),
      notifications: await account('notifications'),
      settings: await account('settings'),
      reminders: await account('reminders'),
    };
  }
}

/** Reads one key of the contributors' parts (none when no module keeps it). */
function readers(parts: ExportParts[]): (key: string) => Promise<Row[]> {
  const all: ExportParts = Object.assign({}, ...parts);
  return async (key) => (all[key] ? all[key]() : []);
}
