import { Migration } from '@mikro-orm/migrations';

export class Migration20261122130350 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sessions" ("id" varchar(128) not null, "data" text not null, "expires_at" timestamptz not null, constraint "sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) not null, "full_name" varchar(120) not null, "profile_completed" boolean not null default false, "phone_number" varchar(40) null, "address" varchar(300) null, "school_name" varchar(200) null, "school_url" varchar(500) null, "grade" varchar(20) null, "selected_interests" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);
  }

}
