import { DOMAIN_LABELS, DOMAIN_TYPES, type DomainType } from '@flourishly/contracts';
import { ACTIVITY_SKILLS_HI } from './activities.hi';
import { PERSONA_NAMES_HI } from './persona.hi';

/** Hindi names of the five development areas, as the plan's reasons use them before "विकास". */
export const DOMAIN_LABELS_HI: Readonly<Record<DomainType, string>> = {
  cognitive: 'संज्ञानात्मक (सोच-समझ)',
  physical: 'शारीरिक',
  'social-emotional': 'सामाजिक-भावनात्मक',
  language: 'भाषा',
  moral: 'नैतिक',
};

/** The Hindi skill of an English skill as a plan reason writes it (lower case). */
const SKILLS_BY_LOWER_CASE = new Map(Object.entries(ACTIVITY_SKILLS_HI).map(([english, hindi]) => [english.toLowerCase(), hindi]));
const DOMAIN_BY_LABEL = new Map(DOMAIN_TYPES.map((domain) => [DOMAIN_LABELS[domain], domain]));
const DOMAIN_BY_LOWER_LABEL = new Map(DOMAIN_TYPES.map((domain) => [DOMAIN_LABELS[domain].toLowerCase(), domain]));

/**
 * "यह गतिविधि इस हुनर पर काम करती है: {skill}": the skill after a colon, as the library names it,
 * since a Hindi verbal noun before a postposition would change its ending (चलना, चलने को).
 */
const builds = (skill: string) => `यह गतिविधि इस हुनर पर काम करती है: ${skill}`;

/**
 * The reason templates of plan-generator.ts (weighDomains), each with its Hindi: a pattern of
 * the English and the Hindi built from its parts (child's name, skill, persona, domain, score).
 */
const TEMPLATES: { pattern: RegExp; skillPart: number; hindi: (parts: string[]) => string | null }[] = [
  {
    pattern: /^Builds (.+) and keeps (.+)'s week balanced across all five areas\.$/,
    skillPart: 0,
    hindi: ([skill, name]) => `यह गतिविधि ${name} का हफ़्ता पाँचों क्षेत्रों में संतुलित रखती है और इस हुनर पर काम करती है: ${skill}।`,
  },
  {
    pattern: /^Suits (.+)'s (.+) profile and builds (.+)\.$/,
    skillPart: -1,
    hindi: ([name, persona, skill]) => {
      const personaHi = PERSONA_NAMES_HI[persona];
      return personaHi ? `यह गतिविधि ${name} की “${personaHi}” प्रोफ़ाइल के अनुकूल है और इस हुनर पर काम करती है: ${skill}।` : null;
    },
  },
  {
    pattern: /^You chose (.+) development as (.+)'s main focus; this builds (.+)\.$/,
    skillPart: -1,
    hindi: ([label, name, skill]) => {
      const domain = DOMAIN_BY_LOWER_LABEL.get(label);
      return domain ? `आपने ${name} के लिए ${DOMAIN_LABELS_HI[domain]} विकास को मुख्य ध्यान का क्षेत्र चुना है; ${builds(skill)}।` : null;
    },
  },
  {
    pattern: /^(.+) is an area to grow for (.+) \((\d+)\/100 in the latest assessment\); this builds (.+)\.$/,
    skillPart: -1,
    hindi: ([label, name, score, skill]) => {
      const domain = DOMAIN_BY_LABEL.get(label);
      return domain
        ? `${DOMAIN_LABELS_HI[domain]} विकास ऐसा क्षेत्र है जिसमें ${name} को अभी आगे बढ़ना है (पिछले आकलन में ${score}/100); ${builds(skill)}।`
        : null;
    },
  },
  {
    pattern: /^(.+) is (.+)'s area to grow most \((\d+)\/100 in the latest assessment\); this builds (.+)\.$/,
    skillPart: -1,
    hindi: ([label, name, score, skill]) => {
      const domain = DOMAIN_BY_LABEL.get(label);
      return domain
        ? `${DOMAIN_LABELS_HI[domain]} विकास वह क्षेत्र है जिसमें ${name} को सबसे ज़्यादा आगे बढ़ना है (पिछले आकलन में ${score}/100); ${builds(skill)}।`
        : null;
    },
  },
];

/**
 * The Hindi of a generated plan's English reason (plan-generator.ts), rebuilt by its template
 * with the skill's, persona's and domain's Hindi names; null when no template matches or a part
 * has no Hindi (the caller then keeps the English).
 */
export function planReasonHi(reason: string): string | null {
  for (const { pattern, skillPart, hindi } of TEMPLATES) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const parts = match.slice(1);
    // The skill, written in lower case: its part's index (-1 the last).
    const index = skillPart < 0 ? parts.length + skillPart : skillPart;
    const skill = SKILLS_BY_LOWER_CASE.get(parts[index]);
    if (skill === undefined) return null;
    parts[index] = skill;
    return hindi(parts);
  }
  return null;
}
