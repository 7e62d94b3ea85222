import { Migration } from '@mikro-orm/migrations';

export class Migration20261129114317 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`users\` add column \`locale\` text null;`);
  }

}
