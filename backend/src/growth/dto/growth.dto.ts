import { growthChartQuerySchema, measurementIdParamSchema, measurementPayloadSchema, measurementUpdateSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class MeasurementPayloadDto extends createZodDto(measurementPayloadSchema) {}
export class MeasurementUpdateDto extends createZodDto(measurementUpdateSchema) {}
export class MeasurementIdParamDto extends createZodDto(measurementIdParamSchema) {}
export class GrowthChartQueryDto extends createZodDto(growthChartQuerySchema) {}
