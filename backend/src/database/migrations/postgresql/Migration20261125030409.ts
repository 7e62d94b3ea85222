import { Migration } from '@mikro-orm/migrations';

export class Migration20261125030409 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "child_members" ("id" serial primary key, "child_id" int not null, "user_id" int not null, "role" varchar(20) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "child_members_user_id_index" on "child_members" ("user_id");`);
    this.addSql(`alter table "child_members" add constraint "child_members_child_id_user_id_unique" unique ("child_id", "user_id");`);

    this.addSql(`create table "child_invitations" ("id" serial primary key, "child_id" int not null, "invited_by_id" int not null, "role" varchar(20) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by_id" int null, "cancelled_at" timestamptz null);`);
    this.addSql(`create index "child_invitations_child_id_index" on "child_invitations" ("child_id");`);
    this.addSql(`alter table "child_invitations" add constraint "child_invitations_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "child_members" add constraint "child_members_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "child_members" add constraint "child_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "child_invitations" add constraint "child_invitations_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "child_invitations" add constraint "child_invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "child_invitations" add constraint "child_invitations_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "child_members" cascade;`);

    this.addSql(`drop table if exists "child_invitations" cascade;`);
  }

}
