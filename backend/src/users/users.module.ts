import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Session } from './session.entity';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { UsersAccountData } from './users-account-data.service';

@Module({
  imports: [MikroOrmModule.forFeature([User, Session])],
  controllers: [UsersController],
  providers: [UsersAccountData, UsersService],
  exports: [UsersAccountData, UsersService],
})
export class UsersModule {}
