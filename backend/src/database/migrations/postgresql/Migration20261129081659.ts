import { Migration } from '@mikro-orm/migrations';

export class Migration20261129081659 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "user_settings" ("id" serial primary key, "user_id" int not null, "choices" jsonb not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "user_settings" add constraint "user_settings_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "user_settings" add constraint "user_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_settings" cascade;`);
  }

}
