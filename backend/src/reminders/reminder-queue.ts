import { Logger } from '@nestjs/common';

/** Delivers one reminder by its id; a throw means "not delivered": the queue tries again later. */
export type DeliverReminder = (reminderId: number) => Promise<void>;

/**
 * The jobs that send reminders (docs/architecture.md, "Reminders"): pg-boss on PostgreSQL, an
 * in-process queue on SQLite. Both call the same {@link DeliverReminder}; a job queued twice is
 * harmless, as delivery sends only a reminder still queued, under its row's lock.
 */
export interface ReminderQueue {
  /** Starts taking jobs. */
  start(deliver: DeliverReminder): Promise<void>;
  /** Queues one job per reminder id. */
  enqueue(reminderIds: readonly number[]): Promise<void>;
  /** Resolves once no job is waiting or running in this process (tests). */
  idle(): Promise<void>;
  /** Stops taking jobs, letting the running one finish. */
  stop(): Promise<void>;
}

/** Nest injection token of the {@link ReminderQueue}. */
export const REMINDER_QUEUE = Symbol('REMINDER_QUEUE');

/** Tries of one reminder before it is left queued for the next scan's retry. */
export const REMINDER_ATTEMPTS = 5;

/**
 * The queue of a single instance (SQLite, the default local run): jobs run one at a time in this
 * process; a failed one is tried again after `retryDelayMs` (doubling), up to
 * {@link REMINDER_ATTEMPTS} times. Jobs are not kept across a restart: the scan at start-up queues
 * again every reminder still queued.
 */
export class InProcessReminderQueue implements ReminderQueue {
  private readonly logger = new Logger('Reminders');
  private readonly waiting: { id: number; attempt: number }[] = [];
  private readonly queued = new Set<number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private deliver: DeliverReminder | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly retryDelayMs = 30_000) {}

  async start(deliver: DeliverReminder): Promise<void> {
    this.deliver = deliver;
    this.stopped = false;
    this.kick();
  }

  async enqueue(reminderIds: readonly number[]): Promise<void> {
    for (const id of reminderIds) this.push(id, 1);
    this.kick();
  }

  async idle(): Promise<void> {
    while (this.running || this.waiting.length > 0) await (this.running ?? new Promise((resolve) => setImmediate(resolve)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.running;
  }

  private push(id: number, attempt: number): void {
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.waiting.push({ id, attempt });
  }

  private kick(): void {
    if (this.running || this.stopped || !this.deliver) return;
    this.running = this.drain().finally(() => {
      this.running = null;
    });
  }

  private async drain(): Promise<void> {
    for (let job = this.waiting.shift(); job && !this.stopped; job = this.waiting.shift()) {
      this.queued.delete(job.id);
      try {
        await this.deliver!(job.id);
      } catch (error) {
        this.logger.warn(`Reminder ${job.id} not sent (attempt ${job.attempt}): ${error instanceof Error ? error.message : String(error)}`);
        if (job.attempt < REMINDER_ATTEMPTS) this.retryLater(job.id, job.attempt + 1);
      }
    }
  }

  private retryLater(id: number, attempt: number): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.push(id, attempt);
        this.kick();
      },
      this.retryDelayMs * 2 ** (attempt - 2),
    );
    timer.unref();
    this.timers.add(timer);
  }
}
