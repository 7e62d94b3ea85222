import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ChildInvitation } from './child-invitation.entity';
import { INVITATION_PREVIEW_RATE_LIMIT } from '@flourishly/contracts';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import {
  ChildSharingController,
  INVITATION_PREVIEW_POLICY,
  InvitationPreviewsController,
  InvitationsController,
} from './families.controller';
import { FamiliesService } from './families.service';
import { FamiliesAccountData } from './families-account-data.service';
import { UsersModule } from '../users/users.module';

/** Sharing a child: invitations, members and their roles. */
@Module({
  imports: [MikroOrmModule.forFeature([ChildInvitation]), UsersModule],
  controllers: [ChildSharingController, InvitationsController, InvitationPreviewsController],
  providers: [FamiliesAccountData, FamiliesService],
})
export class FamiliesModule {
  constructor(limits: RateLimitService) {
    limits.define(INVITATION_PREVIEW_POLICY, { points: INVITATION_PREVIEW_RATE_LIMIT, durationSeconds: 60 });
  }
}
