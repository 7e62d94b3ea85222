import { Migration } from '@mikro-orm/migrations';

export class Migration20261129120351 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "idempotency_keys" ("id" serial primary key, "user_id" int not null, "child_id" int null, "key" varchar(255) not null, "route" text not null, "body_hash" varchar(64) not null, "status" int null, "response_body" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "idempotency_keys_child_id_index" on "idempotency_keys" ("child_id");`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_user_id_key_unique" unique ("user_id", "key");`);

    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_child_id_foreign" foreign key ("child_id") references "children" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }

}
