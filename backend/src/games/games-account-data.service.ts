import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AccountData, toExportRow, type AccountDataContributor, type ExportParts } from '../common/account-data/account-data';
import { GameProgress } from './game-progress.entity';
import { GameSession } from './game-session.entity';

const byId = { orderBy: { id: 'asc' as const } };

/** The game sessions and progress of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class GamesAccountData implements AccountDataContributor {
  exportChild(em: EntityManager, childId: number): ExportParts {
    return {
      gameSessions: async () => (await em.find(GameSession, { child: childId }, byId)).map(toExportRow),
      gameProgress: async () => (await em.find(GameProgress, { child: childId }, byId)).map(toExportRow),
    };
  }

  exportAccount(_em: EntityManager, _userId: number): ExportParts {
    return {};
  }

  async deleteChildren(em: EntityManager, childIds: number[]): Promise<void> {
    const child = { $in: childIds };
    await em.nativeDelete(GameSession, { child });
    await em.nativeDelete(GameProgress, { child });
  }

  async deleteAccount(_em: EntityManager, _userId: number): Promise<void> {}
}
