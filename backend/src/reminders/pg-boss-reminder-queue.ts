import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { REMINDER_ATTEMPTS, type DeliverReminder, type ReminderQueue } from './reminder-queue';

/** The pg-boss queue's name. */
export const REMINDER_JOB = 'send-reminder';

/**
 * The PostgreSQL advisory lock instances take in turn to start pg-boss (any fixed 64-bit number,
 * other than the migration lock's): pg-boss's start-up queries, run by two instances at the same
 * moment on one database, can deadlock each other (seen in the two-instance test).
 */
const START_LOCK_KEY = 0x72656d696e646572n; // "reminder" in ASCII

/**
 * The reminder jobs of instances sharing one PostgreSQL database, on pg-boss (docs/architecture.md,
 * "Reminders"): pg-boss keeps the jobs in the database (schema `pgboss`) and hands each to one
 * worker at a time (SKIP LOCKED). A failed job is retried (30 s, then doubling, up to
 * {@link REMINDER_ATTEMPTS} tries); a job whose instance died mid-send expires after 5 minutes and
 * is retried too, and its reminder, still queued since its transaction never committed, is sent then.
 */
export class PgBossReminderQueue implements ReminderQueue {
  private readonly logger = new Logger('Reminders');
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    private readonly connectionString: string,
    options: { pollingIntervalSeconds?: number } = {},
  ) {
    this.boss = new PgBoss({ connectionString, schema: 'pgboss', max: 3, application_name: 'flourishly-reminders' });
    this.boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  }

  private readonly pollingIntervalSeconds: number;

  async start(deliver: DeliverReminder): Promise<void> {
    await this.oneInstanceAtATime(async () => {
      await this.boss.start();
      this.started = true;
      await this.boss.createQueue(REMINDER_JOB, {
        name: REMINDER_JOB,
        policy: 'standard',
        retryLimit: REMINDER_ATTEMPTS - 1,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 300,
      });
    });
    await this.boss.work<{ reminderId: number }>(
      REMINDER_JOB,
      { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds },
      async ([job]) => deliver(job.data.reminderId),
    );
  }

  /** Runs `work` holding {@link START_LOCK_KEY} on a connection of its own, released even when `work` fails. */
  private async oneInstanceAtATime(work: () => Promise<void>): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY.toString()]);
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY.toString()]).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  }

  async enqueue(reminderIds: readonly number[]): Promise<void> {
    if (reminderIds.length === 0) return;
    await this.boss.insert(reminderIds.map((reminderId) => ({ name: REMINDER_JOB, data: { reminderId } })));
  }

  async idle(): Promise<void> {
    while ((await this.boss.getQueueSize(REMINDER_JOB, { before: 'completed' })) > 0)
      await new Promise((resolve) => setTimeout(resolve, 200));
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
