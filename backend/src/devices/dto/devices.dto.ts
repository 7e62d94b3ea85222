import { activityReadingSchema, connectDeviceSchema, deviceIdParamSchema, latestActivityQuerySchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class ConnectDeviceDto extends createZodDto(connectDeviceSchema) {}
export class ActivityReadingDto extends createZodDto(activityReadingSchema) {}
export class LatestActivityQueryDto extends createZodDto(latestActivityQuerySchema) {}
export class DeviceIdParamDto extends createZodDto(deviceIdParamSchema) {}
