import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`password_reset_tokens\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`used_at\` datetime null, \`created_at\` datetime not null, constraint \`password_reset_tokens_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`password_reset_tokens_user_id_index\` on \`password_reset_tokens\` (\`user_id\`);`);
    this.addSql(`create unique index \`password_reset_tokens_token_hash_unique\` on \`password_reset_tokens\` (\`token_hash\`);`);

    this.addSql(`create table \`report_links\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`created_by_id\` integer null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`revoked_at\` datetime null, \`open_count\` integer not null default 0, \`last_opened_at\` datetime null, \`created_at\` datetime not null, constraint \`report_links_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade, constraint \`report_links_created_by_id_foreign\` foreign key(\`created_by_id\`) references \`users\`(\`id\`) on delete set null on update cascade);`);
    this.addSql(`create index \`report_links_child_id_index\` on \`report_links\` (\`child_id\`);`);
    this.addSql(`create index \`report_links_created_by_id_index\` on \`report_links\` (\`created_by_id\`);`);
    this.addSql(`create unique index \`report_links_token_hash_unique\` on \`report_links\` (\`token_hash\`);`);
  }

}
