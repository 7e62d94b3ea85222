import { Migration } from '@mikro-orm/migrations';

export class Migration20261125023619 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`children\` add column \`daily_game_limit_minutes\` integer null;`);
  }

}
