import { Migration } from '@mikro-orm/migrations';

export class Migration20261122133031 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "games" ("id" serial primary key, "slug" varchar(80) not null, "title" varchar(120) not null, "description" text not null, "domain" varchar(20) not null, "type" varchar(20) not null, "min_age" int not null, "max_age" int not null, "levels" int not null, "content_version" int not null default 1);`);
    this.addSql(`alter table "games" add constraint "games_slug_unique" unique ("slug");`);

    this.addSql(`create table "game_sessions" ("id" serial primary key, "child_id" int not null, "game_id" int not null, "difficulty_level" int not null, "started_at" timestamptz not null, "duration" int not null, "score" int not null, "correct_answers" int null, "total_questions" int null, "feedback" varchar(500) null, "completed_at" timestamptz null, "created_at" timestamptz not null);`);

    this.addSql(`create table "game_progress" ("id" serial primary key, "child_id" int not null, "game_id" int not null, "current_level" int not null default 1, "best_score" int not null default 0, "best_percent" int not null default 0, "times_played" int not null default 0, "last_played_at" timestamptz null);`);
    this.addSql(`alter table "game_progress" add constraint "game_progress_child_id_game_id_unique" unique ("child_id", "game_id");`);

    this.addSql(`alter table "game_sessions" add constraint "game_sessions_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "game_sessions" add constraint "game_sessions_game_id_foreign" foreign key ("game_id") references "games" ("id") on update cascade;`);

    this.addSql(`alter table "game_progress" add constraint "game_progress_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "game_progress" add constraint "game_progress_game_id_foreign" foreign key ("game_id") references "games" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "game_sessions" drop constraint "game_sessions_game_id_foreign";`);

    this.addSql(`alter table "game_progress" drop constraint "game_progress_game_id_foreign";`);

    this.addSql(`drop table if exists "games" cascade;`);

    this.addSql(`drop table if exists "game_sessions" cascade;`);

    this.addSql(`drop table if exists "game_progress" cascade;`);
  }

}
