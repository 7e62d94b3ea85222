import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/** The account's own matters: password reset by email. */
@Module({
  imports: [MikroOrmModule.forFeature([PasswordResetToken])],
  controllers: [PasswordResetController],
  providers: [PasswordResetService],
})
export class AccountModule {}
