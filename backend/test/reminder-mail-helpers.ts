import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { dateAtDevelopmentalAge, isoDateOf } from '@flourishly/contracts';
import { simpleParser, type ParsedMail } from 'mailparser';
import { Child } from '../src/children/child.entity';
import { REMINDER_QUEUE, type ReminderQueue } from '../src/reminders/reminder-queue';
import { RemindersService } from '../src/reminders/reminders.service';
import type { TestApp } from './test-app';

/** Every email in an outbox folder, parsed, oldest first. */
export async function outboxMails(dir: string): Promise<ParsedMail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
}

/** The emails of `to` in an outbox folder. */
export async function mailsTo(dir: string, to: string): Promise<ParsedMail[]> {
  return (await outboxMails(dir)).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to);
}

/** Runs one reminder scan at `now` and waits until its jobs have run. */
export async function scanAndSend(testApp: Pick<TestApp, 'app'>, now?: Date): Promise<number> {
  const created = await testApp.app.get(RemindersService).scan(now);
  await testApp.app.get<symbol, ReminderQueue>(REMINDER_QUEUE).idle();
  return created;
}

/**
 * A birth date ('yyyy-MM-dd') on which a term baby reaches `months` months `inDays` days from today,
 * or, when no birth date does (a month without that day), the latest day before it.
 */
export function birthDateFor(months: number, inDays = 0): string {
  const day = (offset: number) => isoDateOf(new Date(Date.now() + offset * 86_400_000));
  const target = day(inDays);
  let best: { dateOfBirth: string; on: string } | null = null;
  for (let back = months * 28 - 5; back <= months * 31 + 5; back += 1) {
    const dateOfBirth = day(-back);
    const on = dateAtDevelopmentalAge({ dateOfBirth }, months);
    if (on && on <= target && (!best || on > best.on)) best = { dateOfBirth, on };
  }
  return best!.dateOfBirth;
}

/** Makes a child look added `days` days ago (its reminders go only for what was still ahead then). */
export async function addedDaysAgo(orm: MikroORM, childId: number, days: number): Promise<void> {
  await orm.em.fork().nativeUpdate(Child, { id: childId }, { createdAt: new Date(Date.now() - days * 86_400_000) });
}

/** The value of a header as the email carries it ('List-Unsubscribe-Post'), from its raw lines. */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}
