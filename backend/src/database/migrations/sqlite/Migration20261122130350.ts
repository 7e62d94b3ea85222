import { Migration } from '@mikro-orm/migrations';

export class Migration20261122130350 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`sessions\` (\`id\` text not null, \`data\` text not null, \`expires_at\` datetime not null, primary key (\`id\`));`);
    this.addSql(`create index \`sessions_expires_at_index\` on \`sessions\` (\`expires_at\`);`);

    this.addSql(`create table \`users\` (\`id\` integer not null primary key autoincrement, \`email\` text not null, \`password_hash\` text not null, \`full_name\` text not null, \`profile_completed\` integer not null default false, \`phone_number\` text null, \`address\` text null, \`school_name\` text null, \`school_url\` text null, \`grade\` text null, \`selected_interests\` json not null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
  }

}
