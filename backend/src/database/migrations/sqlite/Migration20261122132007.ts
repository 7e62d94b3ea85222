import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132007 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`children\` (\`id\` integer not null primary key autoincrement, \`parent_id\` integer not null, \`name\` text not null, \`date_of_birth\` text not null, \`gender\` text not null, \`primary_developmental_concern\` text not null, \`temperament\` text null, \`social_interaction_preference\` text null, \`preferred_activity\` json not null, \`mood_when_facing_challenges\` text null, \`physical_activity_level\` text null, \`social_skills_handling\` text null, \`parental_involvement\` text not null default 'balanced', \`family_activity_preferences\` json not null, \`family_development_focus\` json not null, \`persona_type\` integer null, \`avatar_url\` text null, \`profile_completed\` integer not null default true, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`children_parent_id_foreign\` foreign key(\`parent_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`children_parent_id_index\` on \`children\` (\`parent_id\`);`);
  }

}
