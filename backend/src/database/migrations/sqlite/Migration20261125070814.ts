import { Migration } from '@mikro-orm/migrations';

export class Migration20261125070814 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`notifications\` add column \`dedupe_key\` text null;`);
    this.addSql(`create unique index \`notifications_dedupe_key_unique\` on \`notifications\` (\`dedupe_key\`);`);
  }

}
