import { Migration } from '@mikro-orm/migrations';

export class Migration20261129013412 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "activities" add column "min_age_months" int not null default 0, add column "max_age_months" int not null default 155, add column "source_kind" varchar(10) null;`);

    this.addSql(`alter table "parent_tips" add column "min_age_months" int not null default 0, add column "max_age_months" int not null default 155, add column "source_url" varchar(300) null, add column "source_kind" varchar(10) not null default 'reviewed';`);
    // Rows written before month ranges: their years as months, until the content seeder writes the real ranges.
    this.addSql(`update "activities" set min_age_months = min_age * 12, max_age_months = max_age * 12 + 11;`);
    this.addSql(`update "parent_tips" set min_age_months = min_age * 12, max_age_months = max_age * 12 + 11;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "activities" drop column "min_age_months", drop column "max_age_months", drop column "source_kind";`);

    this.addSql(`alter table "parent_tips" drop column "min_age_months", drop column "max_age_months", drop column "source_url", drop column "source_kind";`);
  }

}
