import { Migration } from '@mikro-orm/migrations';

export class Migration20261129190000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" add column "text_params" jsonb null;`);
    // Notices stored before their parameters were kept (notifications/notice-texts.ts): an
    // achievement's from the achievement its English names, a week's plan from its dedupe key
    // ('weekly-plan:{childId}:{yyyy-MM-dd}'). Any other row keeps the texts it was written with.
    // The baby titles are those of achievement-rules.ts when this was written.
    this.addSql(`update "notifications" n set "text_params" = (select jsonb_build_object('childName', c."name", 'ruleKey', a."rule_key", 'title', a."title", 'description', a."description", 'baby', a."title" in ('First Playtime Together', 'Babble and Chat')) from "achievements" a join "children" c on c."id" = a."child_id" where a."child_id" = n."child_id" and n."title" = c."name" || ' earned "' || a."title" || '"' and n."body" = a."description" limit 1) where n."kind" = 'achievement' and n."child_id" is not null;`);
    this.addSql(`update "notifications" n set "text_params" = (select jsonb_build_object('childName', c."name", 'weekStart', right(n."dedupe_key", 10)) from "children" c where c."id" = n."child_id") where n."kind" = 'weekly-plan' and n."dedupe_key" = 'weekly-plan:' || n."child_id" || ':' || right(n."dedupe_key", 10);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notifications" drop column "text_params";`);
  }

}
