import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021056 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`children\` add column \`gestational_age_at_birth_weeks\` integer null;`);
  }

}
