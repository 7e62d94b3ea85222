import { chooseImmunisationScheduleSchema, immunisationRecordParamSchema, recordImmunisationSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class RecordImmunisationDto extends createZodDto(recordImmunisationSchema) {}
export class ChooseImmunisationScheduleDto extends createZodDto(chooseImmunisationScheduleSchema) {}
export class ImmunisationRecordParamDto extends createZodDto(immunisationRecordParamSchema) {}
