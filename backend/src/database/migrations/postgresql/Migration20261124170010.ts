import { Migration } from '@mikro-orm/migrations';

export class Migration20261124170010 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "user_id" int null;`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`alter table "notifications" add column "child_id" int null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notifications" drop constraint "notifications_child_id_foreign";`);

    this.addSql(`alter table "notifications" drop column "child_id";`);

    this.addSql(`drop index "sessions_user_id_index";`);
    this.addSql(`alter table "sessions" drop column "user_id";`);
  }

}
