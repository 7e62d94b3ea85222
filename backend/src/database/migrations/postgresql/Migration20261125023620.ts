import { Migration } from '@mikro-orm/migrations';

export class Migration20261125023620 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "children" add column "daily_game_limit_minutes" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "children" drop column "daily_game_limit_minutes";`);
  }

}
