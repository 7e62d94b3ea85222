import { EntityManager, EnsureRequestContext } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { VACCINE_LABELS } from '@flourishly/contracts';
import { ImmunisationsService } from '../immunisations/immunisations.service';
import { ReminderDoseSource } from './reminders.service';
import type { ReminderChild, ReminderDose } from './reminder-rules';

/**
 * The children's immunisation doses for reminders and the calendar feed, from each child's chosen
 * schedule (ImmunisationsService.dosesOf; docs/product.md, "Reminders"). Children without a birth
 * date have none.
 */
@Injectable()
export class ScheduledReminderDoses extends ReminderDoseSource {
  constructor(
    private readonly immunisations: ImmunisationsService,
    // EnsureRequestContext reads it: a scan runs outside any request, so the reads get a context of their own.
    readonly em: EntityManager,
  ) {
    super();
  }

  @EnsureRequestContext()
  async dosesFor(children: readonly ReminderChild[]): Promise<Map<number, ReminderDose[]>> {
    const entries = await Promise.all(
      children.flatMap((child) =>
        child.dateOfBirth
          ? [
              this.immunisations.dosesOf({ id: child.id, dateOfBirth: child.dateOfBirth }).then(
                ({ doses }) =>
                  [
                    child.id,
                    doses.map(({ vaccine, dose, dueFrom, dueBy, status }) => ({
                      vaccine,
                      label: VACCINE_LABELS[vaccine],
                      dose,
                      dueFrom,
                      dueBy,
                      given: status === 'given',
                    })),
                  ] as const,
              ),
            ]
          : [],
      ),
    );
    return new Map(entries);
  }
}
