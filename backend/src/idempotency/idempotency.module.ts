import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyAccountData } from './idempotency-account-data.service';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyService } from './idempotency.service';

/**
 * Replayable writes (docs/architecture.md, "Idempotent writes"): its interceptor honours the
 * `Idempotency-Key` header on the registry's endpoints marked `idempotent`, with the keys in a
 * table every instance shares.
 */
@Module({
  imports: [MikroOrmModule.forFeature([IdempotencyKey])],
  providers: [IdempotencyService, IdempotencyAccountData, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
})
export class IdempotencyModule {}
