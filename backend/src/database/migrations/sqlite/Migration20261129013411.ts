import { Migration } from '@mikro-orm/migrations';

export class Migration20261129013411 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`activities\` add column \`min_age_months\` integer not null default 0;`);
    this.addSql(`alter table \`activities\` add column \`max_age_months\` integer not null default 155;`);
    this.addSql(`alter table \`activities\` add column \`source_kind\` text null;`);

    this.addSql(`alter table \`parent_tips\` add column \`min_age_months\` integer not null default 0;`);
    this.addSql(`alter table \`parent_tips\` add column \`max_age_months\` integer not null default 155;`);
    this.addSql(`alter table \`parent_tips\` add column \`source_url\` text null;`);
    this.addSql(`alter table \`parent_tips\` add column \`source_kind\` text not null default 'reviewed';`);
    // Rows written before month ranges: their years as months, until the content seeder writes the real ranges.
    this.addSql(`update \`activities\` set min_age_months = min_age * 12, max_age_months = max_age * 12 + 11;`);
    this.addSql(`update \`parent_tips\` set min_age_months = min_age * 12, max_age_months = max_age * 12 + 11;`);
  }

}
