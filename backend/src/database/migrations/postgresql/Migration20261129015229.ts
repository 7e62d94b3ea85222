import { Migration } from '@mikro-orm/migrations';

export class Migration20261129015229 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "children" add column "gestational_age_at_birth_days" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "children" drop column "gestational_age_at_birth_days";`);
  }

}
