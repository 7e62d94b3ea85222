import { CreateRequestContext, EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDaysIso, childPageHref, DEFAULT_LOCALE, isoDateOf, todayIsoDate, type Locale, type ReminderKind } from '@flourishly/contracts';
import type { Child } from '../children/child.entity';
import { ChildrenDirectoryService } from '../children/children-directory.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { withRowLock } from '../database/row-lock';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/user.entity';
import { reminderMail, reminderText, reminderTitle, type DigestChild } from './reminder-mail';
import { REMINDER_QUEUE, type ReminderQueue } from './reminder-queue';
import { childEvents, remindersDue, weekOf, type ReminderChild, type ReminderDose } from './reminder-rules';
import { SentReminder } from './sent-reminder.entity';
import { unsubscribeToken } from './unsubscribe-token';

const CHILDREN_PER_BATCH = 500;
/** A reminder still queued this long after it was found is queued again by the next scan (its job was lost). */
export const REQUEUE_AFTER_MS = 10 * 60 * 1000;

/** The immunisation doses of children, by child id (the immunisations module's schedules); none until it answers. */
export abstract class ReminderDoseSource {
  abstract dosesFor(children: readonly ReminderChild[]): Promise<Map<number, ReminderDose[]>>;
}

/** Days of activities the weekly plan digest lists: the day it is sent and the 6 after. */
export const DIGEST_DAYS = 7;

/**
 * The activities planned for children from `from` to `to` ('yyyy-MM-dd'), by child id (the
 * activities module's plans), titled in `locale`.
 */
export abstract class WeeklyPlanSource {
  abstract activitiesFor(
    childIds: readonly number[],
    from: string,
    to: string,
    locale?: Locale,
  ): Promise<Map<number, DigestChild['activities']>>;
}

/** A reminder found by a scan, before its row exists. */
interface Candidate {
  userId: number;
  childId: number | null;
  kind: ReminderKind;
  subject: string;
  title: string;
  dueOn: string;
}

const keyOf = (row: { userId: number; kind: string; subject: string }) => `${row.userId}|${row.kind}|${row.subject}`;

/**
 * Finds the reminders due and sends each once (docs/architecture.md, "Reminders"). A scan (any
 * instance, any number of times) inserts one `sent_reminders` row per reminder, whose unique key
 * (user, kind, subject) lets only the first insert through, and queues a job for each new row;
 * the job sends the email under the row's lock and marks it sent in the same transaction.
 */
@Injectable()
export class RemindersService {
  private readonly logger = new Logger('Reminders');

  constructor(
    @InjectRepository(SentReminder) private readonly sent: EntityRepository<SentReminder>,
    private readonly children: ChildrenDirectoryService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly doses: ReminderDoseSource,
    private readonly plans: WeeklyPlanSource,
    @Inject(REMINDER_QUEUE) private readonly queue: ReminderQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One scan at `now`: queues every reminder due and not yet found, and again those still queued
   * after {@link REQUEUE_AFTER_MS}. Answers how many new reminders it queued.
   */
  async scan(now: Date = new Date()): Promise<number> {
    const today = todayIsoDate(now);
    const candidates: Candidate[] = [];
    let afterId = 0;
    for (;;) {
      const children = await this.children.batchAfter(afterId, CHILDREN_PER_BATCH);
      if (children.length === 0) break;
      afterId = children[children.length - 1].id;
      candidates.push(...(await this.childCandidates(children, today)));
    }
    candidates.push(...(await this.weeklyCandidates(today)));
    const created = await this.insertNew(candidates);
    await this.queue.enqueue([...created, ...(await this.staleIds(now))]);
    return created.length;
  }

  /** The reminders still queued {@link REQUEUE_AFTER_MS} after they were found. */
  @CreateRequestContext<RemindersService>((self) => self.sent)
  private async staleIds(now: Date): Promise<number[]> {
    const stale = await this.sent.find(
      { status: 'queued', createdAt: { $lt: new Date(now.getTime() - REQUEUE_AFTER_MS) } },
      { fields: ['id'] },
    );
    return stale.map((row) => row.id);
  }

  /** The reminders of these children due today, for every adult with access whose settings want that kind. */
  private async childCandidates(children: Child[], today: string): Promise<Candidate[]> {
    const adults = await this.children.adultsOf(children);
    const settings = await this.settings.getMany([...new Set([...adults.values()].flat())]);
    const facts: ReminderChild[] = children.map((child) => ({
      id: child.id,
      name: child.name,
      dateOfBirth: child.dateOfBirth,
      gestationalAgeAtBirthWeeks: child.gestationalAgeAtBirthWeeks,
      gestationalAgeAtBirthDays: child.gestationalAgeAtBirthDays,
      addedOn: isoDateOf(child.createdAt),
    }));
    const doses = await this.doses.dosesFor(facts);
    return facts.flatMap((child) =>
      remindersDue(childEvents(child, doses.get(child.id) ?? []), child, today).flatMap((event) =>
        (adults.get(child.id) ?? [])
          .filter((userId) => settings.get(userId)?.reminders[event.kind])
          .map((userId) => ({ userId, childId: child.id, kind: event.kind, subject: event.subject, title: event.title, dueOn: event.on })),
      ),
    );
  }

  /** The weekly plan digest of every parent who turned it on and has a child: once a week, from its Monday. */
  private async weeklyCandidates(today: string): Promise<Candidate[]> {
    const week = weekOf(today);
    const candidates: Candidate[] = [];
    for (const userId of await this.settings.usersWhoTurnedOn('weeklyPlan')) {
      const names = (await this.children.childrenOf(userId)).map((child) => child.name);
      if (names.length === 0) continue;
      candidates.push({
        userId,
        childId: null,
        kind: 'weeklyPlan',
        subject: `week:${week}`,
        title: `This week's activity plans for ${names.join(', ')}`.slice(0, 160),
        dueOn: week,
      });
    }
    return candidates;
  }

  /**
   * The weekly digest's plan of reminder `id` if it is a queued digest: each of the parent's
   * children with the activities planned from `today` through the {@link DIGEST_DAYS} days
   * (planned now where a day has no plan yet), titled in the parent's language; undefined for
   * any other reminder.
   */
  private async digestPlan(id: number, today: string): Promise<DigestChild[] | undefined> {
    const em = this.sent.getEntityManager().fork();
    const row = await em.getRepository(SentReminder).findOne(id, { fields: ['user', 'kind', 'status'] });
    if (!row || row.kind !== 'weeklyPlan' || row.status !== 'queued') return undefined;
    const [children, { locale }] = await Promise.all([this.children.childrenOf(row.user.id), this.settings.get(row.user.id, em)]);
    const activities = await this.plans.activitiesFor(
      children.map((child) => child.id),
      today,
      addDaysIso(today, DIGEST_DAYS - 1),
      locale ?? DEFAULT_LOCALE,
    );
    return children.map((child) => ({ name: child.name, activities: activities.get(child.id) ?? [] }));
  }

  /** Inserts the candidates that have no row yet; answers the new rows' ids. A row another instance inserted first is skipped. */
  @CreateRequestContext<RemindersService>((self) => self.sent)
  private async insertNew(candidates: Candidate[]): Promise<number[]> {
    if (candidates.length === 0) return [];
    const existing = await this.sent.find(
      { subject: { $in: [...new Set(candidates.map((candidate) => candidate.subject))] } },
      { fields: ['user', 'kind', 'subject'] },
    );
    const known = new Set(existing.map((row) => keyOf({ userId: row.user.id, kind: row.kind, subject: row.subject })));
    const created: number[] = [];
    for (const candidate of candidates) {
      if (known.has(keyOf(candidate))) continue;
      known.add(keyOf(candidate));
      try {
        const id = await this.sent.insert({
          user: candidate.userId,
          child: candidate.childId,
          kind: candidate.kind,
          subject: candidate.subject,
          title: candidate.title,
          dueOn: candidate.dueOn,
          status: 'queued',
          createdAt: new Date(),
        });
        created.push(Number(id));
      } catch (error) {
        if ((error as { name?: string }).name !== 'UniqueConstraintViolationException') throw error;
      }
    }
    return created;
  }

  /**
   * Sends reminder `id` if it is still queued (a weekly digest with the activities planned from
   * `today`): under the row's lock (so one instance sends it), the parent's settings read again
   * (a kind turned off since: 'skipped'), the email sent, the bell's notification stored (both in
   * the parent's `locale`) and the row marked sent, in one transaction. A crash or a mail
   * error before the commit leaves the row queued, to be sent by the job's retry.
   */
  async deliver(id: number, today: string = todayIsoDate()): Promise<void> {
    // Read (and planned) before the lock: on SQLite nothing inside it may use another fork (database/row-lock.ts).
    const plan = await this.digestPlan(id, today);
    await withRowLock(this.sent.getEntityManager().fork(), SentReminder, id, async (em) => {
      const row = await em.getRepository(SentReminder).findOne(id, { populate: ['user', 'child'] });
      if (!row || row.status !== 'queued') return;
      const settings = await this.settings.get(row.user.id, em);
      if (!settings.reminders[row.kind]) {
        row.status = 'skipped';
        await em.flush();
        return;
      }
      const user: User = row.user;
      // The parent's language, for the email and the bell alike (English until they choose one).
      const locale = user.locale ?? DEFAULT_LOCALE;
      const reminder = {
        kind: row.kind,
        title: row.title,
        dueOn: row.dueOn,
        child: row.child,
        subject: row.subject,
        childNames: plan?.map((child) => child.name),
      };
      await this.mail.send(
        reminderMail({
          to: user.email,
          locale,
          subject: row.subject,
          childNames: reminder.childNames,
          parentName: user.fullName,
          kind: row.kind,
          title: row.title,
          dueOn: row.dueOn,
          child: row.child ? { id: row.child.id, name: row.child.name } : null,
          publicUrl: this.config.publicUrl,
          unsubscribeToken: unsubscribeToken(this.config.sessionSecret, { userId: user.id, kind: row.kind }),
          plan,
        }),
      );
      row.status = 'sent';
      row.sentAt = new Date();
      await em.flush();
      // The bell shows the same reminder (docs/product.md, "Reminders"), in the same transaction.
      await this.notifications.notify(
        {
          userId: user.id,
          childId: row.child?.id ?? null,
          kind: 'reminder',
          title: reminderTitle(reminder, locale),
          body: reminderText(reminder, locale),
          link: row.child ? childPageHref(row.child.id) : '/dashboard',
          dedupeKey: `reminder:${row.id}`,
        },
        em,
      );
      this.logger.log(`Sent reminder ${row.id} (${row.kind})`);
    });
  }
}
