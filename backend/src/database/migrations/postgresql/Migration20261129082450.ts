import { Migration } from '@mikro-orm/migrations';

export class Migration20261129082450 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "growth_measurements" ("id" serial primary key, "child_id" int not null, "measured_on" varchar(10) not null, "weight_kg" double precision null, "length_cm" double precision null, "height_cm" double precision null, "head_circumference_cm" double precision null, "chart_sex" varchar(6) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "growth_measurements_child_id_measured_on_index" on "growth_measurements" ("child_id", "measured_on");`);

    this.addSql(`alter table "growth_measurements" add constraint "growth_measurements_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "growth_measurements" cascade;`);
  }

}
