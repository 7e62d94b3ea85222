import { EntityManager, EntityRepository, UniqueConstraintViolationException } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable } from '@nestjs/common';
import { applySettingsPatch, userSettingsFrom, type ReminderKind, type UserSettings, type UserSettingsPatch } from '@flourishly/contracts';
import { UsersService } from '../users/users.service';
import { UserSettingsRecord } from './user-settings.entity';

/** A parent's settings: read with their defaults, changed a few choices at a time. */
@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(UserSettingsRecord) private readonly records: EntityRepository<UserSettingsRecord>,
    private readonly users: UsersService,
  ) {}

  /**
   * Every choice of the user: the stored one, or its default; `locale` from the user's row
   * (UsersService). Read through `em` when given (a caller's transaction).
   */
  async get(userId: number, em?: EntityManager): Promise<UserSettings> {
    const records = em ? em.getRepository(UserSettingsRecord) : this.records;
    const [record, locale] = await Promise.all([records.findOne({ user: userId }), this.users.localeOf(userId, em)]);
    return userSettingsFrom(record?.choices ?? null, locale);
  }

  /** The settings of many users at once (the reminder scan), by user id; defaults for those with none stored. */
  async getMany(userIds: number[], em: EntityManager = this.records.getEntityManager().fork()): Promise<Map<number, UserSettings>> {
    const records = userIds.length ? await em.getRepository(UserSettingsRecord).find({ user: { $in: userIds } }) : [];
    const stored = new Map(records.map((record) => [record.user.id, record.choices]));
    return new Map(userIds.map((id) => [id, userSettingsFrom(stored.get(id) ?? null)]));
  }

  /**
   * Applies `patch` and stores the whole result (so a later change of a default does not change a
   * parent's saved choice); the locale goes on the user's row (UsersService.setLocale, flushed
   * with the settings), which the session reads with every request. Two first changes at once:
   * the second finds the first's row and retries.
   */
  async update(userId: number, patch: UserSettingsPatch): Promise<UserSettings> {
    for (let attempt = 0; ; attempt += 1) {
      const em = this.records.getEntityManager().fork();
      const records = em.getRepository(UserSettingsRecord);
      const [record, current] = await Promise.all([records.findOne({ user: userId }), this.users.localeOf(userId, em)]);
      const { locale, ...settings } = applySettingsPatch(userSettingsFrom(record?.choices ?? null, current), patch);
      await this.users.setLocale(em, userId, locale);
      if (record) {
        record.choices = { ...record.choices, ...settings };
        record.updatedAt = new Date();
      } else {
        records.create({ user: userId, choices: settings });
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

  /**
   * The users who turned this kind of reminder on themselves (a stored choice; the reminder scan),
   * by user id; read in an EntityManager of its own.
   */
  async usersWhoTurnedOn(kind: ReminderKind): Promise<number[]> {
    const records = await this.records
      .getEntityManager()
      .fork()
      .getRepository(UserSettingsRecord)
      .find({}, { fields: ['user', 'choices'], orderBy: { id: 'asc' } });
    return records.filter((record) => (record.choices as Partial<UserSettings>).reminders?.[kind] === true).map((record) => record.user.id);
  }

  /** Whether the account exists (an unsubscribe link may outlive it). */
  async userExists(userId: number): Promise<boolean> {
    return this.users.exists(userId);
  }

  /** Turns one kind of reminder off (the one-click unsubscribe). */
  async turnOffReminder(userId: number, kind: ReminderKind): Promise<UserSettings> {
    return this.update(userId, { reminders: { [kind]: false } });
  }
}
