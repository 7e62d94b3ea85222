import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Provides {@link MailService} (outgoing email) to every module. */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
