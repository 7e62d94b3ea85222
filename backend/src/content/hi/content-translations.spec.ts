import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACTIVITY_LEVEL_POINTS,
  BALANCED_LEARNER_DEFAULT_REASON,
  CHALLENGE_MOOD_POINTS,
  CONCERN_POINTS,
  DOMAIN_TYPES,
  PERSONAS,
  PREFERRED_ACTIVITY_POINTS,
  SOCIAL_PREFERENCE_POINTS,
  SOCIAL_SKILLS_POINTS,
  TEMPERAMENT_POINTS,
  personaTypeOf,
  type PersonaPoints,
} from '@flourishly/contracts';
import { ACHIEVEMENT_RULES } from '../../achievements/achievement-rules';
import { ACTIVITY_LIBRARY } from '../../activities/content/activity-library';
import { weighDomains } from '../../activities/plan-generator';
import { ACHIEVEMENTS_HI } from './achievements.hi';
import { achievementNoticeHi, weeklyPlanNoticeHi } from './notices.hi';
import { ACTIVITIES_HI, ACTIVITY_MATERIALS_HI, ACTIVITY_SKILLS_HI } from './activities.hi';
import { PERSONA_NAMES_HI, PERSONA_REASONS_HI } from './persona.hi';
import { planReasonHi } from './plan.hi';
import { compare, devanagariShare, problemsOf } from './translation-checks';

/** One text of every library activity, by slug. */
const activityTexts = (field: 0 | 1) => ({
  english: Object.fromEntries(ACTIVITY_LIBRARY.map((activity) => [activity.slug, field === 0 ? activity.title : activity.description])),
  hindi: Object.fromEntries(Object.entries(ACTIVITIES_HI).map(([slug, texts]) => [slug, texts[field]])),
});

/** A table's English texts as keys and values, to compare with a Hindi table keyed by the English. */
const byEnglish = (texts: Iterable<string>) => Object.fromEntries([...texts].map((text) => [text, text]));

describe('Hindi activity library', () => {
  it('titles and describes every activity, and only those, keeping every figure', () => {
    const titles = activityTexts(0);
    const descriptions = activityTexts(1);
    expect(Object.keys(titles.english)).toHaveLength(324);
    expect(compare(titles.english, titles.hindi)).toEqual({});
    expect(compare(descriptions.english, descriptions.hindi)).toEqual({});
  });

  it('names every skill and material, and only those, keeping every figure', () => {
    expect(compare(byEnglish(new Set(ACTIVITY_LIBRARY.map((activity) => activity.skill))), ACTIVITY_SKILLS_HI)).toEqual({});
    expect(compare(byEnglish(new Set(ACTIVITY_LIBRARY.flatMap((activity) => activity.materials))), ACTIVITY_MATERIALS_HI)).toEqual({});
  });

  it('keeps the safety instructions: the small-parts test, arm’s reach by water, sleep on the back, ties and balloons', () => {
    const rules: [RegExp, RegExp][] = [
      [/toilet-paper tube/, /टॉयलेट पेपर रोल की खाली नली/],
      [/arm's reach/, /हाथ भर की दूरी/],
      [/on their backs?\b/, /पीठ के बल/],
      [/never leave (a|your) (baby|toddler) in the bath/i, /टब में अकेला न छोड़ें/],
      [/Never tie anything to a baby/, /कभी कुछ न बाँधें/],
      [/Balloons are a choking and suffocation hazard/, /गले में अटकने और दम घुटने का खतरा/],
      [/helmet/, /हेलमेट/],
    ];
    const broken: string[] = [];
    for (const activity of ACTIVITY_LIBRARY) {
      const hindi = ACTIVITIES_HI[activity.slug]?.[1] ?? '';
      for (const [english, kept] of rules) if (english.test(activity.description) && !kept.test(hindi)) broken.push(`${activity.slug}: ${kept}`);
    }
    expect(broken).toEqual([]);
    const materials = Object.keys(ACTIVITY_MATERIALS_HI).filter((material) => /toilet-paper tube/.test(material));
    expect(materials.length).toBeGreaterThan(0);
    for (const material of materials) expect(ACTIVITY_MATERIALS_HI[material]).toMatch(/टॉयलेट पेपर रोल की खाली नली/);
  });
});

describe('Hindi plan reasons', () => {
  const childName = 'आरव';
  /** Every reason the plan generator can give for `skill`, one per template. */
  const reasonsFor = (skill: string): string[] => {
    const reasons = new Set<string>();
    const cases = [
      { scores: null, concern: 'none', personaType: null },
      { scores: null, concern: 'none', personaType: personaTypeOf('Curious Scholar') },
      { scores: null, concern: 'social-emotional', personaType: null },
      { scores: { cognitive: 35, physical: 55, 'social-emotional': 80, language: 90, moral: 70 }, concern: 'none', personaType: null },
    ];
    for (const input of cases) for (const weight of weighDomains({ childName, ...input })) reasons.add(weight.reason(skill));
    return [...reasons];
  };

  it('translate every template of the generator for every skill, keeping the name and the score', () => {
    const skills = [...new Set(ACTIVITY_LIBRARY.map((activity) => activity.skill))];
    const sample = reasonsFor(skills[0]);
    // Balanced, persona, main focus, weakest area, area to grow.
    expect(sample).toHaveLength(5);
    const problems: Record<string, string[]> = {};
    for (const skill of skills) {
      for (const reason of reasonsFor(skill)) {
        const hindi = planReasonHi(reason);
        const found = problemsOf(reason, hindi ?? undefined);
        if (hindi && !hindi.includes(childName)) found.push('no name');
        if (hindi && !hindi.includes(ACTIVITY_SKILLS_HI[skill])) found.push('no skill');
        if (found.length > 0) problems[reason] = found;
      }
    }
    expect(problems).toEqual({});
  });

  it('leave a reason of no known template to the English', () => {
    expect(planReasonHi('A reason written by hand.')).toBeNull();
    expect(planReasonHi('Builds an unknown skill and keeps Ann’s week balanced across all five areas.')).toBeNull();
  });
});

/** Every reason phrase persona scoring can give, in its tables' order. */
function personaReasons(): string[] {
  const tables: Record<string, PersonaPoints | null>[] = [
      CONCERN_POINTS,
      TEMPERAMENT_POINTS,
      SOCIAL_PREFERENCE_POINTS,
      PREFERRED_ACTIVITY_POINTS,
      CHALLENGE_MOOD_POINTS,
      ACTIVITY_LEVEL_POINTS,
      SOCIAL_SKILLS_POINTS,
  ];
  const reasons = tables.flatMap((table) => Object.values(table).flatMap((entry) => (entry ? [entry.reason] : [])));
  return [...reasons, BALANCED_LEARNER_DEFAULT_REASON];
}

/** "warms up to a few people" as a message id's last part: warmsUpToAFewPeople. */
const camelCase = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s-]+/)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

describe('Hindi personas', () => {
  it('name every persona', () => {
    expect(compare(byEnglish(PERSONAS), PERSONA_NAMES_HI)).toEqual({});
  });

  it('give every reason a persona can show, and only those', () => {
    expect(compare(byEnglish(personaReasons()), PERSONA_REASONS_HI)).toEqual({});
  });

  it('read as the child pages’ catalog reads them (the edit page previews a persona in the browser)', () => {
    // mf-children's Hindi catalog (shared/messages/hi.json) names personas and reasons itself for
    // the edit page's preview, computed in the browser: both must read the same.
    const catalog = JSON.parse(readFileSync(join(__dirname, '../../../../mf-children/src/shared/messages/hi.json'), 'utf8')) as Record<
      string,
      string
    >;
    const pages = {
      names: Object.fromEntries(PERSONAS.map((persona) => [persona, catalog[`children.persona.name.${camelCase(persona)}`]])),
      reasons: Object.fromEntries(personaReasons().map((reason) => [reason, catalog[`children.persona.reason.${camelCase(reason)}`]])),
    };
    expect(pages.names).toEqual(PERSONA_NAMES_HI);
    expect(pages.reasons).toEqual(PERSONA_REASONS_HI);
  });
});

describe('Hindi achievements', () => {
  it('title and describe every rule, with a baby title where the rule has one, keeping every figure', () => {
    expect(Object.keys(ACHIEVEMENTS_HI).sort()).toEqual(ACHIEVEMENT_RULES.map((rule) => rule.key).sort());
    for (const rule of ACHIEVEMENT_RULES) {
      const hindi = ACHIEVEMENTS_HI[rule.key];
      expect([rule.key, problemsOf(rule.title, hindi.title), problemsOf(rule.description, hindi.description)]).toEqual([rule.key, [], []]);
      expect([rule.key, rule.babyTitle === undefined ? hindi.babyTitle : problemsOf(rule.babyTitle, hindi.babyTitle)]).toEqual([
        rule.key,
        rule.babyTitle === undefined ? undefined : [],
      ]);
    }
    expect(DOMAIN_TYPES.every((domain) => devanagariShare(ACHIEVEMENTS_HI[`five-${domain}`].description) > 0.6)).toBe(true);
  });
});

describe('Hindi notices of the bell', () => {
  it('tell an achievement by its rule, with the baby title for a baby, and leave an unknown rule to the English', () => {
    expect(achievementNoticeHi('आरव', 'first-activity', false)).toEqual({
      title: 'आरव ने “पहला कदम” बैज पाया',
      body: 'सीखने की योजना की पहली गतिविधि पूरी की।',
    });
    expect(achievementNoticeHi('आरव', 'first-activity', true)?.title).toBe('आरव ने “साथ खेलने का पहला समय” बैज पाया');
    // A rule without a baby title keeps its title for a baby.
    expect(achievementNoticeHi('आरव', 'first-game', true)?.title).toBe('आरव ने “खेल शुरू” बैज पाया');
    expect(achievementNoticeHi('आरव', 'no-such-rule', false)).toBeNull();
  });

  it('tell a week’s plan with the week’s first day in Hindi', () => {
    expect(weeklyPlanNoticeHi('आरव', '2026-11-29').title).toBe('आरव की 29 नवंबर से शुरू होने वाले हफ़्ते की योजना तैयार है');
  });
});
