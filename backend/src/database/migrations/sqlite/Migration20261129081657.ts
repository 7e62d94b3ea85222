import { Migration } from '@mikro-orm/migrations';

export class Migration20261129081657 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`user_settings\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`choices\` json not null, \`updated_at\` datetime not null, constraint \`user_settings_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create unique index \`user_settings_user_id_unique\` on \`user_settings\` (\`user_id\`);`);
  }

}
