import { Migration } from '@mikro-orm/migrations';

export class Migration20261125022216 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "assessments" add column "doctor_questions" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "assessments" drop column "doctor_questions";`);
  }

}
