import { EntityManager, EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  DEFAULT_IMMUNISATION_SCHEDULE,
  IMMUNISATION_MESSAGES,
  immunisationDoses,
  latestIsoDateOnEarth,
  scheduleDose,
  todayIsoDate,
  type ImmunisationDose,
  type ImmunisationRecord as ImmunisationRecordDto,
  type Immunisations,
  type ImmunisationScheduleCode,
  type RecordImmunisation,
} from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { ImmunisationRecord } from './immunisation-record.entity';
import { ImmunisationScheduleChoice } from './immunisation-schedule-choice.entity';

/** What the service needs of a child: its id and birth date ('yyyy-MM-dd'). */
export interface ImmunisationChild {
  id: number;
  dateOfBirth: string;
}

const toRecordDto = (record: ImmunisationRecord): ImmunisationRecordDto => ({
  id: record.id,
  vaccine: record.vaccine,
  dose: record.dose,
  givenOn: record.givenOn,
});

/**
 * A child's immunisation schedule and recorded doses (docs/product.md, "Immunisations"). The
 * dates and statuses come from `immunisationDoses` (packages/contracts/src/immunisations.ts),
 * which reminders use too through {@link ImmunisationsService.dosesOf}.
 */
@Injectable()
export class ImmunisationsService {
  constructor(
    private readonly em: EntityManager,
    @InjectRepository(ImmunisationRecord) private readonly records: EntityRepository<ImmunisationRecord>,
    @InjectRepository(ImmunisationScheduleChoice) private readonly choices: EntityRepository<ImmunisationScheduleChoice>,
  ) {}

  /** The schedule chosen for the child, or DEFAULT_IMMUNISATION_SCHEDULE (IAP). */
  async scheduleOf(childId: number): Promise<ImmunisationScheduleCode> {
    const choice = await this.choices.findOne({ child: childId });
    return choice?.schedule ?? DEFAULT_IMMUNISATION_SCHEDULE;
  }

  /**
   * Every dose of the child's schedule with its dates ('yyyy-MM-dd') and its status on `today`
   * (default: the server's date), by due date: see `immunisationDoses` for the rules.
   */
  async dosesOf(child: ImmunisationChild, today: string = todayIsoDate()): Promise<Immunisations> {
    const [schedule, records] = await Promise.all([
      this.scheduleOf(child.id),
      this.records.find({ child: child.id }, { orderBy: { id: 'asc' } }),
    ]);
    const doses: ImmunisationDose[] = immunisationDoses({ dateOfBirth: child.dateOfBirth, schedule }, records, today);
    return { schedule, doses };
  }

  /**
   * Records a dose as given on `givenOn`. 400 when the dose is not on the child's schedule, when
   * `givenOn` is before the birth date or after today anywhere on Earth (UTC+14: a parent ahead
   * of the server can record their own today); 409 when that dose is already recorded.
   */
  async record(child: Child, input: RecordImmunisation): Promise<ImmunisationRecordDto> {
    const schedule = await this.scheduleOf(child.id);
    if (!scheduleDose(schedule, input.vaccine, input.dose)) throw new BadRequestException(IMMUNISATION_MESSAGES.notInSchedule);
    if (input.givenOn < child.dateOfBirth) throw new BadRequestException(IMMUNISATION_MESSAGES.beforeBirth);
    if (input.givenOn > latestIsoDateOnEarth()) throw new BadRequestException(IMMUNISATION_MESSAGES.inFuture);
    if (await this.records.count({ child: child.id, vaccine: input.vaccine, dose: input.dose })) {
      throw new ConflictException(IMMUNISATION_MESSAGES.recordedTwice);
    }
    const record = this.records.create({ child, vaccine: input.vaccine, dose: input.dose, givenOn: input.givenOn });
    try {
      await this.em.flush();
    } catch (error) {
      // Two requests at once: the unique index decides, and the loser is told as above.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(IMMUNISATION_MESSAGES.recordedTwice);
      throw error;
    }
    return toRecordDto(record);
  }

  /** Deletes the child's record `recordId`; 404 when the child has no such record. */
  async remove(childId: number, recordId: number): Promise<void> {
    const deleted = await this.records.nativeDelete({ id: recordId, child: childId });
    if (!deleted) throw new NotFoundException(IMMUNISATION_MESSAGES.recordNotFound);
  }

  /** Sets the child's schedule (records are kept: they show again under a schedule that has their dose). */
  async choose(child: Child, schedule: ImmunisationScheduleCode): Promise<Immunisations> {
    const choice = await this.choices.findOne({ child: child.id });
    if (choice) {
      choice.schedule = schedule;
      choice.updatedAt = new Date();
    } else {
      this.choices.create({ child, schedule });
    }
    try {
      await this.em.flush();
    } catch (error) {
      // Two first choices at once: the other one's row stands; set it to this one.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      await this.choices.nativeUpdate({ child: child.id }, { schedule, updatedAt: new Date() });
    }
    return this.dosesOf(child);
  }
}
