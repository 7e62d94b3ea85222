import { EntityManager, EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { ACCESS_MESSAGES, hasChildRole, type ChildRole, type MemberRole } from '@flourishly/contracts';
import { plainRowReader, type ColumnRow } from '../database/plain-rows';
import { ChildMember } from './child-member.entity';
import { Child } from './child.entity';
import type { ChildFields } from './child.mapper';

export const CHILD_NOT_FOUND_MESSAGE = 'Child profile not found';

/** Alias of the member role in the access query; not a column of `children`. */
const MEMBER_ROLE_COLUMN = 'access_member_role';

/** A child the user may reach, with their role on it. */
export interface ChildAccess {
  child: Child;
  role: ChildRole;
}

/** A child's row as plain values, with its owner's id. */
type ChildRowFields = ChildFields & { parent: number };

/**
 * A child the user may reach, read for a request: the role and the plain fields at once, the
 * `Child` entity (mapped into the request's EntityManager) only when asked for, so read-only
 * answers skip the ORM's hydration (docs/architecture.md, "Hot path").
 */
export class AccessibleChild {
  private entity: Child | undefined;

  constructor(
    readonly role: ChildRole,
    readonly fields: ChildFields,
    private readonly row: ColumnRow,
    private readonly em: EntityManager,
  ) {}

  /** The child entity, mapped on first use. */
  get child(): Child {
    if (!this.entity) {
      const { [MEMBER_ROLE_COLUMN]: _memberRole, ...childRow } = this.row;
      this.entity = this.em.map(Child, childRow);
    }
    return this.entity;
  }
}

/**
 * Access to child profiles: the one place that decides whether a user may see or change a child
 * (docs/architecture.md, "Families"). The owner is `Child.parent`; caregivers and viewers are
 * {@link ChildMember} rows. Used by ChildAccessGuard for routes naming a child in the path, and
 * by services whose payload or record names a child (game sessions, devices).
 */
@Injectable()
export class ChildrenAccessService {
  private cachedAccessQuery: string | undefined;
  private cachedReadFields: ((row: ColumnRow) => ChildRowFields) | undefined;

  constructor(
    private readonly em: EntityManager,
    @InjectRepository(Child) private readonly children: EntityRepository<Child>,
    @InjectRepository(ChildMember) private readonly members: EntityRepository<ChildMember>,
  ) {}

  /** The user's role on the child, or null when they have no access (or it does not exist). */
  async roleOf(userId: number, child: Child): Promise<ChildRole | null> {
    if (child.parent.id === userId) return 'owner';
    const member = await this.members.findOne({ child: child.id, user: userId });
    return member?.role ?? null;
  }

  /** The child's members (not the owner), each with its user, in the order they joined. */
  membersOf(childId: number): Promise<ChildMember[]> {
    return this.members.find({ child: childId }, { populate: ['user'], orderBy: { id: 'asc' } });
  }

  /** The membership of `userId` on the child, with its user, or null. */
  memberOf(childId: number, userId: number): Promise<ChildMember | null> {
    return this.members.findOne({ child: childId, user: userId }, { populate: ['user'] });
  }

  /**
   * Gives `userId` the role on the child, in the transaction of `em` (flushed with it); a second
   * membership of the same user fails on the unique key (UniqueConstraintViolationException).
   */
  addMember(em: EntityManager, member: { childId: number; userId: number; role: MemberRole; createdAt: Date }): void {
    em.getRepository(ChildMember).create({ child: member.childId, user: member.userId, role: member.role, createdAt: member.createdAt });
  }

  /** Changes a member's role (a row read by {@link memberOf}). */
  async changeRole(member: ChildMember, role: MemberRole): Promise<void> {
    member.role = role;
    await this.members.getEntityManager().flush();
  }

  /** Ends a member's access (a row read by {@link memberOf}). */
  async removeMember(member: ChildMember): Promise<void> {
    await this.members.getEntityManager().remove(member).flush();
  }

  /**
   * The child and the user's role; 404 when it does not exist or the user has no access. One
   * plain query for both (the child's row and the user's membership, if any), read without the
   * ORM's entity machinery: every child-scoped request runs it (docs/architecture.md, "Hot path").
   */
  async readAccessibleChild(userId: number, childId: number): Promise<AccessibleChild> {
    const [row] = await this.em.getConnection().execute<ColumnRow[]>(this.accessQuery(), [userId, childId]);
    if (!row) throw new NotFoundException(CHILD_NOT_FOUND_MESSAGE);
    this.cachedReadFields ??= plainRowReader<ChildRowFields>(this.em, Child);
    // The member role column rides along in the fields (not a Child property, never answered).
    const fields = this.cachedReadFields(row);
    const role = fields.parent === userId ? 'owner' : ((row[MEMBER_ROLE_COLUMN] as ChildRole | null) ?? null);
    if (!role) throw new NotFoundException(CHILD_NOT_FOUND_MESSAGE);
    return new AccessibleChild(role, fields, row, this.em);
  }

  /** `select` of a child's row with the member role of user `?` on it (parameters: user id, child id). */
  private accessQuery(): string {
    if (this.cachedAccessQuery) return this.cachedAccessQuery;
    const metadata = this.em.getMetadata();
    const children = metadata.get(Child.name);
    const members = metadata.get(ChildMember.name);
    const column = (property: { fieldNames: string[] }) => property.fieldNames[0];
    this.cachedAccessQuery =
      `select c.*, m.${column(members.properties.role)} as ${MEMBER_ROLE_COLUMN} from ${children.tableName} c ` +
      `left join ${members.tableName} m on m.${column(members.properties.child)} = c.${column(children.properties.id)} ` +
      `and m.${column(members.properties.user)} = ? where c.${column(children.properties.id)} = ?`;
    return this.cachedAccessQuery;
  }

  /** Every child the user owns or was given, owned first, each by id. */
  async accessibleChildren(userId: number): Promise<ChildAccess[]> {
    const owned = await this.children.find({ parent: userId }, { orderBy: { id: 'asc' } });
    const shared = await this.members.find({ user: userId }, { populate: ['child', 'child.parent'], orderBy: { child: { id: 'asc' } } });
    return [
      ...owned.map((child) => ({ child, role: 'owner' as const })),
      ...shared.map((member) => ({ child: member.child, role: member.role })),
    ];
  }
}

/** 403 unless `role` reaches `minimum`; the message says why (view-only, or owner only). */
export function assertRole(role: ChildRole, minimum: ChildRole): void {
  if (hasChildRole(role, minimum)) return;
  throw new ForbiddenException(role === 'viewer' ? ACCESS_MESSAGES.viewerReadOnly : ACCESS_MESSAGES.ownerOnly);
}
