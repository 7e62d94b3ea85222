import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ChildGamesController } from './child-games.controller';
import { GameImagesController } from './game-images.controller';
import { GameSessionsController } from './game-sessions.controller';
import { GamesController } from './games.controller';
import { GameProgress } from './game-progress.entity';
import { GameSession } from './game-session.entity';
import { Game } from './game.entity';
import { GamesService } from './games.service';
import { GamesAccountData } from './games-account-data.service';

/**
 * Learning games: catalogue, content, recommendations, progress and sessions.
 * Publishes DOMAIN_EVENTS.gameCompleted; reads domain scores through DOMAIN_SCORES_PROVIDER
 * when the assessments module provides it.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Game, GameSession, GameProgress])],
  controllers: [GamesController, GameImagesController, ChildGamesController, GameSessionsController],
  providers: [GamesAccountData, GamesService],
  exports: [GamesService],
})
export class GamesModule {}
