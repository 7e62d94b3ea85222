import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132007 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "children" ("id" serial primary key, "parent_id" int not null, "name" varchar(100) not null, "date_of_birth" varchar(10) not null, "gender" varchar(20) not null, "primary_developmental_concern" varchar(20) not null, "temperament" varchar(20) null, "social_interaction_preference" varchar(20) null, "preferred_activity" jsonb not null, "mood_when_facing_challenges" varchar(20) null, "physical_activity_level" varchar(20) null, "social_skills_handling" varchar(20) null, "parental_involvement" varchar(20) not null default 'balanced', "family_activity_preferences" jsonb not null, "family_development_focus" jsonb not null, "persona_type" int null, "avatar_url" varchar(200) null, "profile_completed" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`alter table "children" add constraint "children_parent_id_foreign" foreign key ("parent_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "children" cascade;`);
  }

}
