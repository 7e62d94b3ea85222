import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132522 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`inquiries\` (\`id\` integer not null primary key autoincrement, \`topic\` text not null, \`name\` text not null, \`email\` text not null, \`phone\` text null, \`organization\` text null, \`message\` text not null, \`created_at\` datetime not null);`);

    this.addSql(`create table \`newsletter_subscriptions\` (\`id\` integer not null primary key autoincrement, \`email\` text not null, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`newsletter_subscriptions_email_unique\` on \`newsletter_subscriptions\` (\`email\`);`);
  }

}
