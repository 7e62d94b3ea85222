import { Injectable } from '@nestjs/common';
import { ReminderDoseSource } from './reminders.service';
import type { ReminderChild, ReminderDose } from './reminder-rules';

/** The children's immunisation doses: none until the immunisations module gives its schedules (docs/product.md, "Reminders"). */
@Injectable()
export class NoReminderDoses extends ReminderDoseSource {
  async dosesFor(_children: readonly ReminderChild[]): Promise<Map<number, ReminderDose[]>> {
    return new Map();
  }
}
