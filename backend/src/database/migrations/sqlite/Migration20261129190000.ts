import { Migration } from '@mikro-orm/migrations';

export class Migration20261129190000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table \`notifications\` add column \`text_params\` json null;`);
    // Notices stored before their parameters were kept (notifications/notice-texts.ts): an
    // achievement's from the achievement its English names, a week's plan from its dedupe key
    // ('weekly-plan:{childId}:{yyyy-MM-dd}'). Any other row keeps the texts it was written with.
    // The baby titles are those of achievement-rules.ts when this was written.
    this.addSql(`update \`notifications\` set \`text_params\` = (select json_object('childName', c.\`name\`, 'ruleKey', a.\`rule_key\`, 'title', a.\`title\`, 'description', a.\`description\`, 'baby', json(case when a.\`title\` in ('First Playtime Together', 'Babble and Chat') then 'true' else 'false' end)) from \`achievements\` a join \`children\` c on c.\`id\` = a.\`child_id\` where a.\`child_id\` = \`notifications\`.\`child_id\` and \`notifications\`.\`title\` = c.\`name\` || ' earned "' || a.\`title\` || '"' and \`notifications\`.\`body\` = a.\`description\` limit 1) where \`kind\` = 'achievement' and \`child_id\` is not null;`);
    this.addSql(`update \`notifications\` set \`text_params\` = (select json_object('childName', c.\`name\`, 'weekStart', substr(\`notifications\`.\`dedupe_key\`, -10)) from \`children\` c where c.\`id\` = \`notifications\`.\`child_id\`) where \`kind\` = 'weekly-plan' and \`dedupe_key\` = 'weekly-plan:' || \`child_id\` || ':' || substr(\`dedupe_key\`, -10);`);
  }

}
