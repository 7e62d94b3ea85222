import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { ChildAccessGuard } from './child-access.guard';
import { ChildMember } from './child-member.entity';
import { Child } from './child.entity';
import { ChildrenAccessService } from './children-access.service';
import { ChildrenDirectoryService } from './children-directory.service';
import { ChildrenAccountData } from './children-account-data.service';

/**
 * Child access for every module: global, so any controller can use
 * `@UseGuards(ChildAccessGuard)` and any service can inject ChildrenAccessService (who may reach a
 * child, and its members) or ChildrenDirectoryService (child locks and reads for other modules).
 */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([Child, ChildMember])],
  providers: [ChildrenAccountData, ChildrenAccessService, ChildrenDirectoryService, ChildAccessGuard],
  exports: [ChildrenAccountData, ChildrenAccessService, ChildrenDirectoryService, ChildAccessGuard],
})
export class ChildrenAccessModule {}
