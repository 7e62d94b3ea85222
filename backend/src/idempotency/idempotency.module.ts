import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { IdempotencyKeyStore } from '../common/idempotency/idempotency-key-store';
import { IdempotencyAccountData } from './idempotency-account-data.service';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyService } from './idempotency.service';

/**
 * Replayable writes (docs/architecture.md, "Idempotent writes"): the key store, in a table every
 * instance shares, that the interceptor ContractRoute puts on the registry's `idempotent` routes
 * uses. Global, so those routes' modules resolve the store without importing this one.
 */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([IdempotencyKey])],
  providers: [IdempotencyService, IdempotencyAccountData, { provide: IdempotencyKeyStore, useExisting: IdempotencyService }],
  exports: [IdempotencyKeyStore],
})
export class IdempotencyModule {}
