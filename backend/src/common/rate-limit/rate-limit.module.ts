import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

/** Provides {@link RateLimitService} and {@link RateLimitGuard} to every module. */
@Global()
@Module({ providers: [RateLimitService, RateLimitGuard], exports: [RateLimitService, RateLimitGuard] })
export class RateLimitModule {}
