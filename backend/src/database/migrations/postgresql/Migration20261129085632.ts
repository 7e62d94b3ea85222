import { Migration } from '@mikro-orm/migrations';

export class Migration20261129085632 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sent_reminders" ("id" serial primary key, "user_id" int not null, "child_id" int null, "kind" varchar(20) not null, "subject" varchar(80) not null, "title" varchar(160) not null, "due_on" varchar(10) not null, "status" varchar(10) not null default 'queued', "created_at" timestamptz not null, "sent_at" timestamptz null);`);
    this.addSql(`create index "sent_reminders_child_id_index" on "sent_reminders" ("child_id");`);
    this.addSql(`create index "sent_reminders_status_index" on "sent_reminders" ("status");`);
    this.addSql(`alter table "sent_reminders" add constraint "sent_reminders_user_id_kind_subject_unique" unique ("user_id", "kind", "subject");`);

    this.addSql(`alter table "sent_reminders" add constraint "sent_reminders_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "sent_reminders" add constraint "sent_reminders_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sent_reminders" cascade;`);
  }

}
