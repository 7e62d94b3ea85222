import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginLimits } from './login-limits';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, LoginLimits],
})
export class AuthModule {}
