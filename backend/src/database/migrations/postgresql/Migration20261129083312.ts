import { Migration } from '@mikro-orm/migrations';

export class Migration20261129083312 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "immunisation_schedule_choices" ("id" serial primary key, "child_id" int not null, "schedule" varchar(10) not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "immunisation_schedule_choices" add constraint "immunisation_schedule_choices_child_id_unique" unique ("child_id");`);

    this.addSql(`create table "immunisation_records" ("id" serial primary key, "child_id" int not null, "vaccine" varchar(20) not null, "dose" int not null, "given_on" varchar(10) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "immunisation_records" add constraint "immunisation_records_child_id_vaccine_dose_unique" unique ("child_id", "vaccine", "dose");`);

    this.addSql(`alter table "immunisation_schedule_choices" add constraint "immunisation_schedule_choices_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "immunisation_records" add constraint "immunisation_records_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "immunisation_schedule_choices" cascade;`);

    this.addSql(`drop table if exists "immunisation_records" cascade;`);
  }

}
