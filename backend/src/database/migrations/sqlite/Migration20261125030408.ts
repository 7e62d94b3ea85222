import { Migration } from '@mikro-orm/migrations';

export class Migration20261125030408 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`child_members\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`user_id\` integer not null, \`role\` text not null, \`created_at\` datetime not null, constraint \`child_members_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade, constraint \`child_members_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`);
    this.addSql(`create index \`child_members_child_id_index\` on \`child_members\` (\`child_id\`);`);
    this.addSql(`create index \`child_members_user_id_index\` on \`child_members\` (\`user_id\`);`);
    this.addSql(`create unique index \`child_members_child_id_user_id_unique\` on \`child_members\` (\`child_id\`, \`user_id\`);`);

    this.addSql(`create table \`child_invitations\` (\`id\` integer not null primary key autoincrement, \`child_id\` integer not null, \`invited_by_id\` integer not null, \`role\` text not null, \`token_hash\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`accepted_at\` datetime null, \`accepted_by_id\` integer null, \`cancelled_at\` datetime null, constraint \`child_invitations_child_id_foreign\` foreign key(\`child_id\`) references \`children\`(\`id\`) on delete cascade on update cascade, constraint \`child_invitations_invited_by_id_foreign\` foreign key(\`invited_by_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, constraint \`child_invitations_accepted_by_id_foreign\` foreign key(\`accepted_by_id\`) references \`users\`(\`id\`) on delete set null on update cascade);`);
    this.addSql(`create index \`child_invitations_child_id_index\` on \`child_invitations\` (\`child_id\`);`);
    this.addSql(`create index \`child_invitations_invited_by_id_index\` on \`child_invitations\` (\`invited_by_id\`);`);
    this.addSql(`create unique index \`child_invitations_token_hash_unique\` on \`child_invitations\` (\`token_hash\`);`);
    this.addSql(`create index \`child_invitations_accepted_by_id_index\` on \`child_invitations\` (\`accepted_by_id\`);`);
  }

}
