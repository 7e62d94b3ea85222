import { Migration } from '@mikro-orm/migrations';

export class Migration20261129083308 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`immunisation_schedule_choices\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`schedule\` text not null, \`updated_at\` datetime not null, constraint \`immunisation_schedule_choices_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`immunisation_schedule_choices_child_id_index\` on \`immunisation_schedule_choices\` (\`child_id\`);`);
    this.addSql(`create unique index \`immunisation_schedule_choices_child_id_unique\` on \`immunisation_schedule_choices\` (\`child_id\`);`);

    this.addSql(`create table \`immunisation_records\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`vaccine\` text not null, \`dose\` integer not null, \`given_on\` text not null, \`created_at\` datetime not null, constraint \`immunisation_records_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`immunisation_records_child_id_index\` on \`immunisation_records\` (\`child_id\`);`);
    this.addSql(`create unique index \`immunisation_records_child_id_vaccine_dose_unique\` on \`immunisation_records\` (\`child_id\`, \`vaccine\`, \`dose\`);`);
  }

}
