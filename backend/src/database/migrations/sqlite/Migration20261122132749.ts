import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132749 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`milestone_checklists\` (\`key\` text not null, \`age_months\` integer not null, \`title\` text not null, \`source\` text not null, \`disclaimer\` text not null, \`version\` text not null, \`updated_at\` datetime not null, primary key (\`key\`));`);
    this.addSql(`create unique index \`milestone_checklists_age_months_unique\` on \`milestone_checklists\` (\`age_months\`);`);

    this.addSql(`create table \`milestone_items\` (\`key\` text not null, \`checklist_key\` text not null, \`domain\` text not null, \`position\` integer not null, \`text\` text not null, \`source\` text not null, \`version\` text not null, primary key (\`key\`));`);
    this.addSql(`create index \`milestone_items_checklist_key_index\` on \`milestone_items\` (\`checklist_key\`);`);

    this.addSql(`create table \`parent_tips\` (\`id\` integer not null primary key autoincrement, \`key\` text not null, \`content\` text not null, \`min_age\` integer not null, \`max_age\` integer not null, \`domain\` text not null, \`source\` text not null, \`version\` text not null);`);
    this.addSql(`create unique index \`parent_tips_key_unique\` on \`parent_tips\` (\`key\`);`);

    this.addSql(`create table \`devices\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`device_name\` text not null, \`kind\` text not null, \`token_hash\` text not null, \`last_synced\` datetime null, \`created_at\` datetime not null, constraint \`devices_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`devices_child_id_index\` on \`devices\` (\`child_id\`);`);

    this.addSql(`create table \`assessments\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`status\` text not null, \`checklist_key\` text not null, \`age_months\` integer not null, \`answers\` json not null, \`submitted_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`assessments_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`assessments_child_id_index\` on \`assessments\` (\`child_id\`);`);

    this.addSql(`create table \`activity_readings\` (\`id\` integer not null primary key autoincrement, \`device_id\` integer not null, \`child_id\` integer not null, \`type\` text not null, \`value\` integer not null, \`recorded_at\` datetime not null, \`received_at\` datetime not null, constraint \`activity_readings_device_id_foreign\` foreign key(\`device_id\`) references \`devices\`(\`id\`) on delete cascade on update cascade, constraint \`activity_readings_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`activity_readings_device_id_index\` on \`activity_readings\` (\`device_id\`);`);
    this.addSql(`create index \`activity_readings_child_id_index\` on \`activity_readings\` (\`child_id\`);`);
    this.addSql(`create unique index \`activity_readings_device_id_type_recorded_at_unique\` on \`activity_readings\` (\`device_id\`, \`type\`, \`recorded_at\`);`);
  }

}
