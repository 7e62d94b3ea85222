import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132749 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "milestone_checklists" ("key" varchar(40) not null, "age_months" int not null, "title" varchar(120) not null, "source" text not null, "disclaimer" text not null, "version" varchar(20) not null, "updated_at" timestamptz not null, constraint "milestone_checklists_pkey" primary key ("key"));`);
    this.addSql(`alter table "milestone_checklists" add constraint "milestone_checklists_age_months_unique" unique ("age_months");`);

    this.addSql(`create table "milestone_items" ("key" varchar(80) not null, "checklist_key" varchar(40) not null, "domain" varchar(20) not null, "position" int not null, "text" text not null, "source" text not null, "version" varchar(20) not null, constraint "milestone_items_pkey" primary key ("key"));`);
    this.addSql(`create index "milestone_items_checklist_key_index" on "milestone_items" ("checklist_key");`);

    this.addSql(`create table "parent_tips" ("id" serial primary key, "key" varchar(40) not null, "content" text not null, "min_age" int not null, "max_age" int not null, "domain" varchar(20) not null, "source" varchar(200) not null, "version" varchar(20) not null);`);
    this.addSql(`alter table "parent_tips" add constraint "parent_tips_key_unique" unique ("key");`);

    this.addSql(`create table "devices" ("id" serial primary key, "child_id" int not null, "device_name" varchar(60) not null, "kind" varchar(20) not null, "token_hash" varchar(64) not null, "last_synced" timestamptz null, "created_at" timestamptz not null);`);

    this.addSql(`create table "assessments" ("id" serial primary key, "child_id" int not null, "status" varchar(10) not null, "checklist_key" varchar(40) not null, "age_months" int not null, "answers" jsonb not null, "submitted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "activity_readings" ("id" serial primary key, "device_id" int not null, "child_id" int not null, "type" varchar(12) not null, "value" int not null, "recorded_at" timestamptz not null, "received_at" timestamptz not null);`);
    this.addSql(`alter table "activity_readings" add constraint "activity_readings_device_id_type_recorded_at_unique" unique ("device_id", "type", "recorded_at");`);

    this.addSql(`alter table "devices" add constraint "devices_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "assessments" add constraint "assessments_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "activity_readings" add constraint "activity_readings_device_id_foreign" foreign key ("device_id") references "devices" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "activity_readings" add constraint "activity_readings_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activity_readings" drop constraint "activity_readings_device_id_foreign";`);

    this.addSql(`drop table if exists "milestone_checklists" cascade;`);

    this.addSql(`drop table if exists "milestone_items" cascade;`);

    this.addSql(`drop table if exists "parent_tips" cascade;`);

    this.addSql(`drop table if exists "devices" cascade;`);

    this.addSql(`drop table if exists "assessments" cascade;`);

    this.addSql(`drop table if exists "activity_readings" cascade;`);
  }

}
