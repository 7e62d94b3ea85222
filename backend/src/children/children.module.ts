import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AvatarsController } from './avatars.controller';
import { Child } from './child.entity';
import { ChildrenController } from './children.controller';
import { ChildrenService } from './children.service';
import { UsersModule } from '../users/users.module';

/** Child profiles: create, list, read, edit, delete, and the built-in avatars. */
@Module({
  imports: [MikroOrmModule.forFeature([Child]), UsersModule],
  controllers: [ChildrenController, AvatarsController],
  providers: [ChildrenService],
})
export class ChildrenModule {}
