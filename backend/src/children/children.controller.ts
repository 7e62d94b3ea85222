import { Body, Controller, ForbiddenException, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ChildListItem, ChildProfile, ChildRole, Locale } from '@flourishly/contracts';
import { ContentLocale } from '../common/locale/content-locale';
import { CurrentChild, CurrentChildFields, CurrentChildRole } from './current-child.decorator';
import { CurrentUser } from '../users/current-user.decorator';
import { ChildAccessGuard, RequireChildRole } from './child-access.guard';
import { ChildrenAccessService } from './children-access.service';
import type { User } from '../users/user.entity';
import type { Child } from './child.entity';
import { toChildListItem, toChildProfile, type ChildFields } from './child.mapper';
import { ChildrenService } from './children.service';
import { endpoints, type BodyOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** Child profiles (docs/product.md). Every route needs a session. */
@ApiTags('child-profiles')
@Controller()
export class ChildrenController {
  constructor(
    private readonly children: ChildrenService,
    private readonly access: ChildrenAccessService,
  ) {}

  /**
   * GET /api/users/{userId}/child-profiles: the children the signed-in user owns, then those
   * shared with them, as [{id, name, dateOfBirth, avatarUrl, personaType, role, sharedBy}]
   * (`sharedBy` is the owner's name on a shared child, else null). 403 for another user's id.
   */
  @ContractRoute(endpoints.childList)
  async list(@Param() { userId }: ParamsOf<typeof endpoints.childList>, @CurrentUser() user: User): Promise<ChildListItem[]> {
    if (userId !== user.id) throw new ForbiddenException('You can only list your own children');
    return (await this.access.accessibleChildren(user.id)).map(toChildListItem);
  }

  /**
   * POST /api/child-profiles: creates a child from the section-3 payload; 201 with the full
   * profile (personaType computed by the server; persona name and reasons in the parent's
   * language). 400 with the first validation message; 403 when parentId names someone else.
   */
  @ContractRoute(endpoints.createChild)
  async create(
    @Body() body: BodyOf<typeof endpoints.createChild>,
    @CurrentUser() user: User,
    @ContentLocale() locale: Locale,
  ): Promise<ChildProfile> {
    return toChildProfile(await this.children.create(user.id, body), locale);
  }

  /**
   * GET /api/child-profiles/{childId}: the full profile with persona name and reasons in the
   * parent's language (Content-Language); 404 without access.
   */
  @ContractRoute(endpoints.child)
  @UseGuards(ChildAccessGuard)
  get(@CurrentChildFields() child: ChildFields, @ContentLocale() locale: Locale): ChildProfile {
    return toChildProfile(child, locale);
  }

  /**
   * PATCH /api/child-profiles/{childId}: changes any answers, persona recomputed (owner, caregiver);
   * 400/403/404. Changing dailyGameLimitMinutes is the owner's (403 for a caregiver; sending the
   * current value is allowed, as the edit form does).
   */
  @ContractRoute(endpoints.updateChild)
  @UseGuards(ChildAccessGuard)
  async update(
    @CurrentChild() child: Child,
    @CurrentChildRole() role: ChildRole,
    @Body() body: BodyOf<typeof endpoints.updateChild>,
    @ContentLocale() locale: Locale,
  ): Promise<ChildProfile> {
    return toChildProfile(await this.children.update(child, body, role), locale);
  }

  /**
   * DELETE /api/child-profiles/{childId}: removes the child and all of its data, shares included; 204.
   * Owner only: 403 for a caregiver or viewer, 404 without access.
   */
  @ContractRoute(endpoints.deleteChild)
  @UseGuards(ChildAccessGuard)
  @RequireChildRole('owner')
  async remove(@CurrentChild() child: Child): Promise<void> {
    await this.children.remove(child);
  }
}
