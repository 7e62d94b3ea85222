import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132742 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`activities\` (\`id\` integer not null primary key autoincrement, \`slug\` text not null, \`title\` text not null, \`description\` text not null, \`domain_type\` text not null, \`duration_minutes\` integer not null, \`min_age\` integer not null, \`max_age\` integer not null, \`materials\` json not null, \`skill\` text not null, \`source_name\` text null, \`source_url\` text null);`);
    this.addSql(`create unique index \`activities_slug_unique\` on \`activities\` (\`slug\`);`);

    this.addSql(`create table \`notifications\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`kind\` text not null, \`title\` text not null, \`body\` text not null, \`link\` text null, \`created_at\` datetime not null, \`read_at\` datetime null, constraint \`notifications_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`notifications_user_id_index\` on \`notifications\` (\`user_id\`);`);

    this.addSql(`create table \`plan_days\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`date\` text not null, \`created_at\` datetime not null, constraint \`plan_days_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`plan_days_child_id_index\` on \`plan_days\` (\`child_id\`);`);
    this.addSql(`create unique index \`plan_days_child_id_date_unique\` on \`plan_days\` (\`child_id\`, \`date\`);`);

    this.addSql(`create table \`activity_assignments\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`activity_id\` integer null, \`title\` text not null, \`description\` text not null, \`domain_type\` text not null, \`duration_minutes\` integer not null, \`scheduled_date\` text not null, \`scheduled_time\` text not null, \`status\` text not null default 'upcoming', \`source\` text not null, \`reason\` text null, \`completed_at\` datetime null, \`created_at\` datetime not null, constraint \`activity_assignments_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade, constraint \`activity_assignments_activity_id_foreign\` foreign key(\`activity_id\`) references \`activities\`(\`id\`) on delete set null on update cascade);`);
    this.addSql(`create index \`activity_assignments_child_id_index\` on \`activity_assignments\` (\`child_id\`);`);
    this.addSql(`create index \`activity_assignments_activity_id_index\` on \`activity_assignments\` (\`activity_id\`);`);
    this.addSql(`create index \`activity_assignments_scheduled_date_index\` on \`activity_assignments\` (\`scheduled_date\`);`);

    this.addSql(`create table \`achievements\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`rule_key\` text not null, \`title\` text not null, \`description\` text not null, \`domain_type\` text not null, \`awarded_at\` datetime not null, constraint \`achievements_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`achievements_child_id_index\` on \`achievements\` (\`child_id\`);`);
    this.addSql(`create unique index \`achievements_child_id_rule_key_unique\` on \`achievements\` (\`child_id\`, \`rule_key\`);`);
  }

}
