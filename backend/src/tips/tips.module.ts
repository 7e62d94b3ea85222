import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ParentTip } from './parent-tip.entity';
import { TipsController } from './tips.controller';
import { TipsService } from './tips.service';

/** Parent tips: the age window of docs/product.md and a personalised variant per child. */
@Module({
  imports: [MikroOrmModule.forFeature([ParentTip])],
  controllers: [TipsController],
  providers: [TipsService],
})
export class TipsModule {}
