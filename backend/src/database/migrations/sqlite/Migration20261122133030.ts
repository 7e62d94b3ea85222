import { Migration } from '@mikro-orm/migrations';

export class Migration20261122133030 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`games\` (\`id\` integer not null primary key autoincrement, \`slug\` text not null, \`title\` text not null, \`description\` text not null, \`domain\` text not null, \`type\` text not null, \`min_age\` integer not null, \`max_age\` integer not null, \`levels\` integer not null, \`content_version\` integer not null default 1);`);
    this.addSql(`create unique index \`games_slug_unique\` on \`games\` (\`slug\`);`);

    this.addSql(`create table \`game_sessions\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`game_id\` integer not null, \`difficulty_level\` integer not null, \`started_at\` datetime not null, \`duration\` integer not null, \`score\` integer not null, \`correct_answers\` integer null, \`total_questions\` integer null, \`feedback\` text null, \`completed_at\` datetime null, \`created_at\` datetime not null, constraint \`game_sessions_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade, constraint \`game_sessions_game_id_foreign\` foreign key(\`game_id\`) references \`games\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`game_sessions_child_id_index\` on \`game_sessions\` (\`child_id\`);`);
    this.addSql(`create index \`game_sessions_game_id_index\` on \`game_sessions\` (\`game_id\`);`);

    this.addSql(`create table \`game_progress\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`game_id\` integer not null, \`current_level\` integer not null default 1, \`best_score\` integer not null default 0, \`best_percent\` integer not null default 0, \`times_played\` integer not null default 0, \`last_played_at\` datetime null, constraint \`game_progress_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade, constraint \`game_progress_game_id_foreign\` foreign key(\`game_id\`) references \`games\`(\`id\`) on update cascade);`);
    this.addSql(`create index \`game_progress_child_id_index\` on \`game_progress\` (\`child_id\`);`);
    this.addSql(`create index \`game_progress_game_id_index\` on \`game_progress\` (\`game_id\`);`);
    this.addSql(`create unique index \`game_progress_child_id_game_id_unique\` on \`game_progress\` (\`child_id\`, \`game_id\`);`);
  }

}
