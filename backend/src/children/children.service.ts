import { EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  ACCESS_MESSAGES,
  type ChildRole,
  CAP_MESSAGES,
  CHILD_VALIDATION_MESSAGES,
  MAX_CHILDREN_PER_PARENT,
  CHILD_PROFILE_ANSWER_KEYS,
  childProfileDefaults,
  computePersona,
  type ChildProfileAnswers,
  type ChildProfileFieldKey,
  type CreateChildProfileInput,
  type UpdateChildProfileInput,
} from '@flourishly/contracts';
import { DOMAIN_EVENTS, type ChildCreatedEvent } from '../common/events/domain-events';
import { UsersService } from '../users/users.service';
import { Child } from './child.entity';

/**
 * The answers of a create body, each left-out answer replaced by its declared default
 * (CHILD_PROFILE_FIELDS in packages/contracts).
 */
function answersWithDefaults(input: CreateChildProfileInput): ChildProfileAnswers {
  const defaults: Partial<Record<ChildProfileFieldKey, unknown>> = childProfileDefaults();
  return Object.fromEntries(CHILD_PROFILE_ANSWER_KEYS.map((key) => [key, input[key] ?? defaults[key]])) as ChildProfileAnswers;
}

/**
 * The answers an update body sets (the others are left as they are). A cleared answer (null)
 * whose column is not nullable takes its declared default (e.g. the days of gestation, 0).
 */
function answersToUpdate(input: UpdateChildProfileInput): Partial<ChildProfileAnswers> {
  const defaults: Partial<Record<ChildProfileFieldKey, unknown>> = childProfileDefaults();
  return Object.fromEntries(
    CHILD_PROFILE_ANSWER_KEYS.filter((key) => input[key] !== undefined).map((key) => [key, input[key] ?? defaults[key] ?? null]),
  );
}

/** Child profiles of one parent (docs/product.md). */
@Injectable()
export class ChildrenService {
  constructor(
    @InjectRepository(Child) private readonly children: EntityRepository<Child>,
    private readonly users: UsersService,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Creates a child for `parentId`. A payload's parentId must be that parent (403 otherwise);
   * personaType is computed here from the answers, whatever the client sent; profileCompleted
   * is true. 409 (CAP_MESSAGES.children) when the parent already has MAX_CHILDREN_PER_PARENT.
   * Publishes DOMAIN_EVENTS.childCreated once stored.
   */
  async create(parentId: number, input: CreateChildProfileInput): Promise<Child> {
    if (input.parentId !== undefined && input.parentId !== parentId) {
      throw new ForbiddenException(CHILD_VALIDATION_MESSAGES.parentMismatch);
    }
    // The count and the insert under the parent's row lock: parallel creates cannot pass the cap together.
    const child = await this.users.withLock(parentId, async (em) => {
      const children = em.getRepository(Child);
      if ((await children.count({ parent: parentId })) >= MAX_CHILDREN_PER_PARENT) {
        throw new ConflictException(CAP_MESSAGES.children);
      }
      const created = children.create({
        parent: parentId,
        ...answersWithDefaults(input),
        profileCompleted: true,
      });
      created.personaType = computePersona(created).personaType;
      await em.persistAndFlush(created);
      return created;
    });
    const event: ChildCreatedEvent = { childId: child.id, parentId, childName: child.name };
    await this.events.emitAsync(DOMAIN_EVENTS.childCreated, event);
    return child;
  }

  /**
   * Applies the given answers and recomputes personaType; personaType in the payload is ignored.
   * 403 (ACCESS_MESSAGES.ownerOnly) when someone other than the owner (`role`) changes the daily
   * game limit: it is the parent's rule, and a caregiver could otherwise switch it off.
   */
  async update(child: Child, input: UpdateChildProfileInput, role: ChildRole = 'owner'): Promise<Child> {
    if (role !== 'owner' && input.dailyGameLimitMinutes !== undefined && input.dailyGameLimitMinutes !== child.dailyGameLimitMinutes) {
      throw new ForbiddenException(ACCESS_MESSAGES.ownerOnly);
    }
    this.children.assign(child, answersToUpdate(input));
    child.personaType = computePersona(child).personaType;
    await this.children.getEntityManager().flush();
    return child;
  }

  /** Deletes the child; the database cascades to every child-scoped row. */
  async remove(child: Child): Promise<void> {
    await this.children.nativeDelete({ id: child.id });
  }
}
