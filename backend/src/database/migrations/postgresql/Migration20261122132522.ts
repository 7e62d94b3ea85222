import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132522 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "inquiries" ("id" serial primary key, "topic" varchar(40) not null, "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(40) null, "organization" varchar(200) null, "message" text not null, "created_at" timestamptz not null);`);

    this.addSql(`create table "newsletter_subscriptions" ("id" serial primary key, "email" varchar(254) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inquiries" cascade;`);

    this.addSql(`drop table if exists "newsletter_subscriptions" cascade;`);
  }

}
