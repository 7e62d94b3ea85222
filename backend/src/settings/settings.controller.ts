import { Body, Controller, ForbiddenException, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { endpoints, type UserSettings, type BodyOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/user.entity';
import { SettingsService } from './settings.service';

/** The signed-in parent's settings (docs/product.md, "Settings"). */
@ApiTags('settings')
@Controller('users/:userId/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /**
   * GET /api/users/{userId}/settings: `{reminders: {immunizations, checklists, screenings,
   * weeklyPlan}}` (booleans; defaults: immunisations on, the rest off). 403 for another user's id.
   */
  @ContractRoute(endpoints.settings, 'users/:userId/settings')
  async get(@Param() { userId }: ParamsOf<typeof endpoints.settings>, @CurrentUser() user: User): Promise<UserSettings> {
    if (userId !== user.id) throw new ForbiddenException('You can only read your own settings');
    return this.settings.get(user.id);
  }

  /**
   * PATCH /api/users/{userId}/settings with only the choices to change, e.g. `{reminders:
   * {checklists: true}}`: answers every choice after the change. 400 for an unknown key or a
   * value that is not a boolean (nothing changes); 403 for another user's id.
   */
  @ContractRoute(endpoints.updateSettings, 'users/:userId/settings')
  async update(
    @Param() { userId }: ParamsOf<typeof endpoints.updateSettings>,
    @Body() patch: BodyOf<typeof endpoints.updateSettings>,
    @CurrentUser() user: User,
  ): Promise<UserSettings> {
    if (userId !== user.id) throw new ForbiddenException('You can only change your own settings');
    return this.settings.update(user.id, patch);
  }
}
