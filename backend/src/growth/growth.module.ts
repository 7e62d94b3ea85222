import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { GrowthAccountData } from './growth-account-data.service';
import { GrowthController } from './growth.controller';
import { GrowthMeasurement } from './growth-measurement.entity';
import { GrowthService } from './growth.service';

/** Growth measurements scored by the WHO standards, and the WHO charts. */
@Module({
  imports: [MikroOrmModule.forFeature([GrowthMeasurement])],
  controllers: [GrowthController],
  providers: [GrowthAccountData, GrowthService],
  exports: [GrowthService],
})
export class GrowthModule {}
