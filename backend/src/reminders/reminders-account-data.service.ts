import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, exportRows, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { CalendarFeed } from './calendar-feed.entity';
import { SentReminder } from './sent-reminder.entity';

/**
 * The reminders sent to the account and its calendar feed link (when it was made; never the
 * token's hash): exported with it; a child's reminders go with the child, all with the account
 * (common/account-data/account-data.ts).
 */
@Injectable()
@AccountData(1)
export class RemindersAccountData implements AccountDataContributor {
  exportChild(_em: EntityManager, _childId: number): ExportParts {
    return {};
  }

  exportAccount(em: EntityManager, userId: number): ExportParts {
    return { reminders: exportRows(em, SentReminder, { user: userId }), calendarFeed: exportRows(em, CalendarFeed, { user: userId }) };
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    await em.getRepository(SentReminder).nativeDelete({ child: { $in: childIds } });
  }

  async deleteAccount(em: EntityManager, userId: number): Promise<void> {
    await em.getRepository(SentReminder).nativeDelete({ user: userId });
    await em.getRepository(CalendarFeed).nativeDelete({ user: userId });
  }
}
