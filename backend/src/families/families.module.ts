import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ChildMember } from '../children/child-member.entity';
import { ChildInvitation } from './child-invitation.entity';
import { ChildSharingController, InvitationsController } from './families.controller';
import { FamiliesService } from './families.service';

/** Sharing a child: invitations, members and their roles. */
@Module({
  imports: [MikroOrmModule.forFeature([ChildInvitation, ChildMember])],
  controllers: [ChildSharingController, InvitationsController],
  providers: [FamiliesService],
})
export class FamiliesModule {}
