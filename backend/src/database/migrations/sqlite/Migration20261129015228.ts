import { Migration } from '@mikro-orm/migrations';

export class Migration20261129015228 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`children\` add column \`gestational_age_at_birth_days\` integer not null default 0;`);
  }

}
