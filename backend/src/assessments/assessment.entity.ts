import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import type { DoctorQuestions, MilestoneAnswers } from '@flourishly/contracts';
import { ChildRecord } from '../children/child-record.entity';

export type AssessmentStatus = 'draft' | 'submitted';

/**
 * A child's milestone assessment: a resumable draft (at most one per child) or a submitted
 * assessment whose answers are kept so results can be recomputed and shown in the report.
 */
@Entity({ tableName: 'assessments' })
export class Assessment extends ChildRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'submittedAt' | 'doctorQuestions';

  @Property({ type: 'string', length: 10 })
  status!: AssessmentStatus;

  @Property({ type: 'string', length: 40 })
  checklistKey!: string;

  /** The child's age in whole months when the checklist was chosen. */
  @Property({ type: 'integer' })
  ageMonths!: number;

  @Property({ type: 'json' })
  answers: MilestoneAnswers = {};

  /** The answers to the CDC's "other things to share with the doctor"; null before they were asked. */
  @Property({ type: 'json', nullable: true })
  doctorQuestions: DoctorQuestions | null = null;

  @Property({ type: 'datetime', nullable: true })
  submittedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
