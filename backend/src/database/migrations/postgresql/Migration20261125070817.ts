import { Migration } from '@mikro-orm/migrations';

export class Migration20261125070817 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" add column "dedupe_key" varchar(80) null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_dedupe_key_unique" unique ("dedupe_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notifications" drop constraint "notifications_dedupe_key_unique";`);
    this.addSql(`alter table "notifications" drop column "dedupe_key";`);
  }

}
