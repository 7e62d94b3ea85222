import { Migration } from '@mikro-orm/migrations';

export class Migration20261129085628 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`sent_reminders\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`child_id\` integer null, \`kind\` text not null, \`subject\` text not null, \`title\` text not null, \`due_on\` text not null, \`status\` text not null default 'queued', \`created_at\` datetime not null, \`sent_at\` datetime null, constraint \`sent_reminders_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, constraint \`sent_reminders_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`sent_reminders_user_id_index\` on \`sent_reminders\` (\`user_id\`);`);
    this.addSql(`create index \`sent_reminders_child_id_index\` on \`sent_reminders\` (\`child_id\`);`);
    this.addSql(`create index \`sent_reminders_status_index\` on \`sent_reminders\` (\`status\`);`);
    this.addSql(`create unique index \`sent_reminders_user_id_kind_subject_unique\` on \`sent_reminders\` (\`user_id\`, \`kind\`, \`subject\`);`);
  }

}
