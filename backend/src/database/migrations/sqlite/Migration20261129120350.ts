import { Migration } from '@mikro-orm/migrations';

export class Migration20261129120350 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`idempotency_keys\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`child_id\` integer null, \`key\` text not null, \`route\` text not null, \`body_hash\` text not null, \`status\` integer null, \`response_body\` text null, \`created_at\` datetime not null, constraint \`idempotency_keys_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, constraint \`idempotency_keys_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`idempotency_keys_user_id_index\` on \`idempotency_keys\` (\`user_id\`);`);
    this.addSql(`create index \`idempotency_keys_child_id_index\` on \`idempotency_keys\` (\`child_id\`);`);
    this.addSql(`create index \`idempotency_keys_created_at_index\` on \`idempotency_keys\` (\`created_at\`);`);
    this.addSql(`create unique index \`idempotency_keys_user_id_key_unique\` on \`idempotency_keys\` (\`user_id\`, \`key\`);`);
  }

}
