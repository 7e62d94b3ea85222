import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { applySettingsPatch, userSettingsFrom, type ReminderKind, type UserSettings, type UserSettingsPatch } from '@flourishly/contracts';
import { User } from '../users/user.entity';
import { UserSettingsRecord } from './user-settings.entity';

/** A parent's settings: read with their defaults, changed a few choices at a time. */
@Injectable()
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  /** Every choice of the user: the stored one, or its default; `locale` from the user's row. */
  async get(userId: number, em: EntityManager = this.em): Promise<UserSettings> {
    const [record, user] = await Promise.all([
      em.findOne(UserSettingsRecord, { user: userId }),
      em.findOne(User, { id: userId }, { fields: ['locale'] }),
    ]);
    return userSettingsFrom(record?.choices ?? null, user?.locale ?? null);
  }

  /** The settings of many users at once (the reminder scan), by user id; defaults for those with none stored. */
  async getMany(userIds: number[], em: EntityManager = this.em.fork()): Promise<Map<number, UserSettings>> {
    const records = userIds.length ? await em.find(UserSettingsRecord, { user: { $in: userIds } }) : [];
    const stored = new Map(records.map((record) => [record.user.id, record.choices]));
    return new Map(userIds.map((id) => [id, userSettingsFrom(stored.get(id) ?? null)]));
  }

  /**
   * Applies `patch` and stores the whole result (so a later change of a default does not change a
   * parent's saved choice); the locale goes on the user's row, which the session reads with every
   * request. Two first changes at once: the second finds the first's row and retries.
   */
  async update(userId: number, patch: UserSettingsPatch): Promise<UserSettings> {
    for (let attempt = 0; ; attempt += 1) {
      const em = this.em.fork();
      const [record, user] = await Promise.all([
        em.findOne(UserSettingsRecord, { user: userId }),
        em.findOneOrFail(User, { id: userId }, { fields: ['locale'] }),
      ]);
      const { locale, ...settings } = applySettingsPatch(userSettingsFrom(record?.choices ?? null, user.locale), patch);
      user.locale = locale;
      if (record) {
        record.choices = { ...record.choices, ...settings };
        record.updatedAt = new Date();
      } else {
        em.create(UserSettingsRecord, { user: userId, choices: settings });
      }
      try {
        await em.flush();
        return { ...settings, locale };
      } catch (error) {
        if (attempt === 0 && error instanceof UniqueConstraintViolationException) continue;
        throw error;
      }
    }
  }

  /** Whether the account exists (an unsubscribe link may outlive it). */
  async userExists(userId: number): Promise<boolean> {
    return (await this.em.fork().count(User, { id: userId })) > 0;
  }

  /** Turns one kind of reminder off (the one-click unsubscribe). */
  async turnOffReminder(userId: number, kind: ReminderKind): Promise<UserSettings> {
    return this.update(userId, { reminders: { [kind]: false } });
  }
}
