import { Migration } from '@mikro-orm/migrations';

export class Migration20261124170010 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`sessions\` add column \`user_id\` integer null;`);
    this.addSql(`create index \`sessions_user_id_index\` on \`sessions\` (\`user_id\`);`);

    this.addSql(`alter table \`notifications\` add column \`child_id\` integer null constraint \`notifications_child_id_foreign\` references \`children\` (\`id\`) on update cascade on delete cascade;`);
    this.addSql(`create index \`notifications_child_id_index\` on \`notifications\` (\`child_id\`);`);
  }

}
