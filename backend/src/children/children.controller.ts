import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChildListItem, ChildProfile } from '@flourishly/contracts';
import { CurrentChild } from '../common/decorators/current-child.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ChildAccessGuard, RequireChildRole } from '../common/guards/child-access.guard';
import { ChildrenAccessService } from './children-access.service';
import type { User } from '../users/user.entity';
import type { Child } from './child.entity';
import { toChildListItem, toChildProfile } from './child.mapper';
import { ChildrenService } from './children.service';
import { ChildrenUserIdParamDto, CreateChildProfileDto, UpdateChildProfileDto } from './dto/child-profile.dto';
import { ApiJsonResponse, ApiNoContentResponse } from '../common/openapi/api-responses';
import { childListItemSchema, childProfileSchema } from '@flourishly/contracts';
import { z } from 'zod';

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
  @Get('users/:userId/child-profiles')
  @ApiOperation({ summary: 'List the children the signed-in user owns or was given' })
  @ApiJsonResponse(200, z.array(childListItemSchema), 'The children the user owns, then those shared with them')
  async list(@Param() { userId }: ChildrenUserIdParamDto, @CurrentUser() user: User): Promise<ChildListItem[]> {
    if (userId !== user.id) throw new ForbiddenException('You can only list your own children');
    return (await this.access.accessibleChildren(user.id)).map(toChildListItem);
  }

  /**
   * POST /api/child-profiles: creates a child from the section-3 payload; 201 with the full
   * profile (personaType computed by the server). 400 with the first validation message;
   * 403 when parentId names someone else.
   */
  @Post('child-profiles')
  @ApiOperation({ summary: 'Create a child profile' })
  @ApiJsonResponse(201, childProfileSchema, 'The new child profile')
  async create(@Body() body: CreateChildProfileDto, @CurrentUser() user: User): Promise<ChildProfile> {
    return toChildProfile(await this.children.create(user.id, body));
  }

  /** GET /api/child-profiles/{id}: the full profile with persona name and reasons; 404 without access. */
  @Get('child-profiles/:id')
  @UseGuards(ChildAccessGuard)
  @ApiOperation({ summary: 'Get one child profile' })
  @ApiJsonResponse(200, childProfileSchema, 'The child profile')
  get(@CurrentChild() child: Child): ChildProfile {
    return toChildProfile(child);
  }

  /** PATCH /api/child-profiles/{id}: changes any answers, persona recomputed (owner, caregiver); 400/403/404. */
  @Patch('child-profiles/:id')
  @UseGuards(ChildAccessGuard)
  @ApiOperation({ summary: 'Edit a child profile' })
  @ApiJsonResponse(200, childProfileSchema, 'The changed child profile')
  async update(@CurrentChild() child: Child, @Body() body: UpdateChildProfileDto): Promise<ChildProfile> {
    return toChildProfile(await this.children.update(child, body));
  }

  /**
   * DELETE /api/child-profiles/{id}: removes the child and all of its data, shares included; 204.
   * Owner only: 403 for a caregiver or viewer, 404 without access.
   */
  @Delete('child-profiles/:id')
  @HttpCode(204)
  @UseGuards(ChildAccessGuard)
  @RequireChildRole('owner')
  @ApiOperation({ summary: 'Delete a child profile and all of its data' })
  @ApiNoContentResponse('The child and all of its data removed')
  async remove(@CurrentChild() child: Child): Promise<void> {
    await this.children.remove(child);
  }
}
