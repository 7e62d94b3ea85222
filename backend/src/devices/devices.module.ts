import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ActivityDataReading } from './activity-data-reading.entity';
import { Device } from './device.entity';
import { DeviceTokenGuard } from './device-token.guard';
import { DevicesController } from './devices.controller';
import { DevicesService } from './devices.service';
import { DevicesAccountData } from './devices-account-data.service';

/** Connected devices: connect with a one-time ingestion token, token-authenticated readings. */
@Module({
  imports: [MikroOrmModule.forFeature([Device, ActivityDataReading])],
  controllers: [DevicesController],
  providers: [DevicesAccountData, DevicesService, DeviceTokenGuard],
})
export class DevicesModule {}
