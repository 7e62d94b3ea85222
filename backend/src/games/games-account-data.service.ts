import { Injectable } from '@nestjs/common';
import { AccountData, ChildRecordsAccountData } from '../common/account-data/account-data';
import { GameProgress } from './game-progress.entity';
import { GameSession } from './game-session.entity';
/** The game sessions and progress of each owned child (common/account-data/account-data.ts). */
@Injectable()
@AccountData(1)
export class GamesAccountData extends ChildRecordsAccountData {
  protected readonly childTables = { gameSessions: GameSession, gameProgress: GameProgress };
}
