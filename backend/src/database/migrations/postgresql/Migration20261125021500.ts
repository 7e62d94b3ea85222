import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "report_links" ("id" serial primary key, "child_id" int not null, "created_by_id" int null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "open_count" int not null default 0, "last_opened_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "report_links" add constraint "report_links_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "report_links" add constraint "report_links_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_links" add constraint "report_links_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`drop table if exists "report_links" cascade;`);
  }

}
