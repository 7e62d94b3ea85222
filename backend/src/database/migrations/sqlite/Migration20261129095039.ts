import { Migration } from '@mikro-orm/migrations';

export class Migration20261129095039 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`calendar_feeds\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`token_hash\` text not null, \`created_at\` datetime not null, constraint \`calendar_feeds_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create unique index \`calendar_feeds_user_id_unique\` on \`calendar_feeds\` (\`user_id\`);`);
    this.addSql(`create unique index \`calendar_feeds_token_hash_unique\` on \`calendar_feeds\` (\`token_hash\`);`);
  }

}
