import { Migration } from '@mikro-orm/migrations';

export class Migration20261129082447 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`growth_measurements\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`measured_on\` text not null, \`weight_kg\` double null, \`length_cm\` double null, \`height_cm\` double null, \`head_circumference_cm\` double null, \`chart_sex\` text not null, \`created_at\` datetime not null, constraint \`growth_measurements_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`growth_measurements_child_id_index\` on \`growth_measurements\` (\`child_id\`);`);
    this.addSql(`create index \`growth_measurements_child_id_measured_on_index\` on \`growth_measurements\` (\`child_id\`, \`measured_on\`);`);
  }

}
