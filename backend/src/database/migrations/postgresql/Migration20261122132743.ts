import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132743 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "activities" ("id" serial primary key, "slug" varchar(160) not null, "title" varchar(160) not null, "description" text not null, "domain_type" varchar(20) not null, "duration_minutes" int not null, "min_age" int not null, "max_age" int not null, "materials" jsonb not null, "skill" varchar(160) not null, "source_name" varchar(200) null, "source_url" varchar(300) null);`);
    this.addSql(`alter table "activities" add constraint "activities_slug_unique" unique ("slug");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "kind" varchar(20) not null, "title" varchar(160) not null, "body" varchar(400) not null, "link" varchar(200) null, "created_at" timestamptz not null, "read_at" timestamptz null);`);

    this.addSql(`create table "plan_days" ("id" serial primary key, "child_id" int not null, "date" varchar(10) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "plan_days" add constraint "plan_days_child_id_date_unique" unique ("child_id", "date");`);

    this.addSql(`create table "activity_assignments" ("id" serial primary key, "child_id" int not null, "activity_id" int null, "title" varchar(160) not null, "description" text not null, "domain_type" varchar(20) not null, "duration_minutes" int not null, "scheduled_date" varchar(10) not null, "scheduled_time" varchar(5) not null, "status" varchar(20) not null default 'upcoming', "source" varchar(10) not null, "reason" varchar(300) null, "completed_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "activity_assignments_scheduled_date_index" on "activity_assignments" ("scheduled_date");`);

    this.addSql(`create table "achievements" ("id" serial primary key, "child_id" int not null, "rule_key" varchar(60) not null, "title" varchar(120) not null, "description" varchar(300) not null, "domain_type" varchar(20) not null, "awarded_at" timestamptz not null);`);
    this.addSql(`alter table "achievements" add constraint "achievements_child_id_rule_key_unique" unique ("child_id", "rule_key");`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "plan_days" add constraint "plan_days_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "activity_assignments" add constraint "activity_assignments_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "activity_assignments" add constraint "activity_assignments_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "achievements" add constraint "achievements_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity_assignments" drop constraint "activity_assignments_activity_id_foreign";`);

    this.addSql(`drop table if exists "activities" cascade;`);

    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`drop table if exists "plan_days" cascade;`);

    this.addSql(`drop table if exists "activity_assignments" cascade;`);

    this.addSql(`drop table if exists "achievements" cascade;`);
  }

}
