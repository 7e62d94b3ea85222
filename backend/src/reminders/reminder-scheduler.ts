import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REMINDER_QUEUE, type ReminderQueue } from './reminder-queue';
import { RemindersService } from './reminders.service';

/**
 * Runs the reminder scan at start-up and every REMINDER_SCAN_INTERVAL_SECONDS (default 900), and
 * the queue's worker, on every instance (docs/architecture.md, "Reminders"). Failures are logged,
 * never thrown into the timer; on shutdown the timer stops and the running scan and job finish.
 */
@Injectable()
export class ReminderScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Reminders');
  private timer: NodeJS.Timeout | null = null;
  private scanning: Promise<unknown> | null = null;

  constructor(
    private readonly reminders: RemindersService,
    @Inject(REMINDER_QUEUE) private readonly queue: ReminderQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.start((id) => this.reminders.deliver(id));
    if (!this.config.reminders.scanOnStart) return;
    this.scanSoon();
    this.timer = setInterval(() => this.scanSoon(), this.config.reminders.scanIntervalSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.scanning;
    await this.queue.stop();
  }

  /** Starts a scan unless one is running. */
  private scanSoon(): void {
    if (this.scanning) return;
    this.scanning = this.reminders
      .scan()
      .catch((error: unknown) => this.logger.error('Reminder scan failed', error instanceof Error ? error.stack : String(error)))
      .finally(() => {
        this.scanning = null;
      });
  }
}
