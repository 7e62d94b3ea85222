import { Migration } from '@mikro-orm/migrations';

export class Migration20261129114318 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "locale" varchar(8) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "locale";`);
  }

}
