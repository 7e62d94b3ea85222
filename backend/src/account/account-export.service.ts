import { EntityManager, wrap, type AnyEntity } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { ACCOUNT_EXPORT_FORMAT } from '@flourishly/contracts';
import { Achievement } from '../achievements/achievement.entity';
import { ActivityAssignment } from '../activities/activity-assignment.entity';
import { PlanDay } from '../activities/plan-day.entity';
import { Assessment } from '../assessments/assessment.entity';
import { ChildMember } from '../children/child-member.entity';
import { Child } from '../children/child.entity';
import { ActivityDataReading } from '../devices/activity-data-reading.entity';
import { Device } from '../devices/device.entity';
import { ChildInvitation } from '../families/child-invitation.entity';
import { GameProgress } from '../games/game-progress.entity';
import { GameSession } from '../games/game-session.entity';
import { Notification } from '../notifications/notification.entity';
import { ReportLink } from '../sharing/report-link.entity';
import { User } from '../users/user.entity';

/** A record as plain JSON: relations as ids, hidden columns (password and token hashes) left out. */
type Row = Record<string, unknown>;

/** Columns never exported even where an entity does not hide them: secrets, not the parent's data. */
const SECRET_COLUMNS = ['passwordHash', 'tokenHash'];

function toRow(entity: AnyEntity): Row {
  const row = wrap(entity).toObject() as Row;
  for (const column of SECRET_COLUMNS) delete row[column];
  return row;
}

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
}

@Injectable()
export class AccountExportService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Everything the account holds, as one JSON document: the profile (no password hash), each
   * owned child with its assessments, plan, assignments, achievements, game sessions and progress,
   * devices (no token hashes) and their readings, members, invitations and report links (no token
   * hashes); the children shared with the account and its role; invitations and report links it
   * created; its notifications. 404 when the account no longer exists.
   */
  async export(userId: number): Promise<AccountExport> {
    const em = this.em.fork();
    const user = await em.findOne(User, userId);
    if (!user) throw new NotFoundException('User not found');
    const ownedChildren = await em.find(Child, { parent: userId }, { orderBy: { id: 'asc' } });
    const children: ExportedChild[] = [];
    for (const child of ownedChildren) {
      const byChild = { child: child.id };
      const order = { orderBy: { id: 'asc' as const } };
      children.push({
        profile: toRow(child),
        assessments: (await em.find(Assessment, byChild, order)).map(toRow),
        planDays: (await em.find(PlanDay, byChild, order)).map(toRow),
        activityAssignments: (await em.find(ActivityAssignment, byChild, order)).map(toRow),
        achievements: (await em.find(Achievement, byChild, order)).map(toRow),
        gameSessions: (await em.find(GameSession, byChild, order)).map(toRow),
        gameProgress: (await em.find(GameProgress, byChild, order)).map(toRow),
        devices: (await em.find(Device, byChild, order)).map(toRow),
        deviceReadings: (await em.find(ActivityDataReading, byChild, order)).map(toRow),
        members: (await em.find(ChildMember, byChild, { ...order, populate: ['user'] })).map((member) => ({
          userId: member.user.id,
          fullName: member.user.fullName,
          role: member.role,
          since: member.createdAt.toISOString(),
        })),
        invitations: (await em.find(ChildInvitation, byChild, order)).map(toRow),
        reportLinks: (await em.find(ReportLink, byChild, order)).map(toRow),
      });
    }
    const memberships = await em.find(ChildMember, { user: userId }, { orderBy: { id: 'asc' }, populate: ['child', 'child.parent'] });
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      profile: toRow(user),
      children,
      memberships: memberships.map((member) => ({
        childId: member.child.id,
        childName: member.child.name,
        ownerName: member.child.parent.fullName,
        role: member.role,
        since: member.createdAt.toISOString(),
      })),
      invitationsCreated: (await em.find(ChildInvitation, { invitedBy: userId }, { orderBy: { id: 'asc' } })).map(toRow),
      reportLinksCreated: (await em.find(ReportLink, { createdBy: userId }, { orderBy: { id: 'asc' } })).map(toRow),
      notifications: (await em.find(Notification, { user: userId }, { orderBy: { id: 'asc' } })).map(toRow),
    };
  }
}
