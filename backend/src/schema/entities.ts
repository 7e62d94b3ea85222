import { Assessment } from '../assessments/assessment.entity';
import { MilestoneChecklist } from '../assessments/milestone-checklist.entity';
import { MilestoneItem } from '../assessments/milestone-item.entity';
import { Achievement } from '../achievements/achievement.entity';
import { ActivityAssignment } from '../activities/activity-assignment.entity';
import { Activity } from '../activities/activity.entity';
import { PlanDay } from '../activities/plan-day.entity';
import { Notification } from '../notifications/notification.entity';
import { Session } from '../users/session.entity';
import { Child } from '../children/child.entity';
import { ChildMember } from '../children/child-member.entity';
import { ChildInvitation } from '../families/child-invitation.entity';
import { GameProgress } from '../games/game-progress.entity';
import { GameSession } from '../games/game-session.entity';
import { Game } from '../games/game.entity';
import { Inquiry } from '../marketing/inquiry.entity';
import { NewsletterSubscription } from '../marketing/newsletter-subscription.entity';
import { ActivityDataReading } from '../devices/activity-data-reading.entity';
import { Device } from '../devices/device.entity';
import { ParentTip } from '../tips/parent-tip.entity';
import { User } from '../users/user.entity';
import { ReportLink } from '../sharing/report-link.entity';
import { PasswordResetToken } from '../account/password-reset-token.entity';
import { GrowthMeasurement } from '../growth/growth-measurement.entity';
import { UserSettingsRecord } from '../settings/user-settings.entity';
import { SentReminder } from '../reminders/sent-reminder.entity';
import { ImmunisationRecord } from '../immunisations/immunisation-record.entity';
import { ImmunisationScheduleChoice } from '../immunisations/immunisation-schedule-choice.entity';
import { CalendarFeed } from '../reminders/calendar-feed.entity';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity';

/** Every entity of the schema; migrations are generated from this list. */
export const ENTITIES = [
  User,
  Session,
  Child,
  Activity,
  ActivityAssignment,
  PlanDay,
  Achievement,
  Notification,
  Inquiry,
  NewsletterSubscription,
  MilestoneChecklist,
  MilestoneItem,
  Assessment,
  ParentTip,
  Device,
  ActivityDataReading,
  Game,
  GameSession,
  GameProgress,
  ChildMember,
  ChildInvitation,
  ReportLink,
  PasswordResetToken,
  GrowthMeasurement,
  UserSettingsRecord,
  SentReminder,
  ImmunisationScheduleChoice,
  ImmunisationRecord,
  CalendarFeed,
  IdempotencyKey,
];
