import type { DomainType } from '@flourishly/contracts';

/** Public sources the library's facts come from (named on each activity that relies on one). */
export const SOURCES = {
  cdc: {
    name: 'CDC "Positive Parenting Tips"',
    url: 'https://www.cdc.gov/child-development/positive-parenting-tips/index.html',
  },
  casel: {
    name: "CASEL's five social and emotional learning competencies",
    url: 'https://casel.org/fundamentals-of-sel/',
  },
  aapSafeSleep: {
    name: 'AAP "Safe Sleep" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/ages-stages/baby/sleep/Pages/a-parents-guide-to-safe-sleep.aspx',
  },
  toySafety: {
    name: 'CPSC small parts rule (16 CFR 1501); ASTM F963 toy safety standard (cords at most 30 cm on toys for under-18-months)',
    url: 'https://www.cpsc.gov/Business--Manufacturing/Business-Education/Business-Guidance/Small-Parts-for-Toys-and-Childrens-Products',
  },
  aapChoking: {
    name: 'AAP "Choking Prevention" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/health-issues/injuries-emergencies/Pages/Choking-Prevention.aspx',
  },
  aapWaterSafety: {
    name: 'AAP "Water Safety: Tips for Parents of Young Children" (HealthyChildren.org)',
    url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Water-Safety-And-Young-Children.aspx',
  },
} as const;

export type SourceKey = keyof typeof SOURCES;

/** One library activity as written in the content files. */
export interface LibraryActivity {
  /** Stable key used to upsert the activity; never change it once released. */
  slug: string;
  title: string;
  description: string;
  domainType: DomainType;
  /** Duration in minutes. */
  durationMinutes: number;
  /** Age range in whole years, inclusive. */
  minAge: number;
  maxAge: number;
  materials: string[];
  /** The skill the activity builds. */
  skill: string;
  sourceName: string | null;
  sourceUrl: string | null;
}

/**
 * [title, description, minutes, materials, skill, source]: the optional source names the safety
 * or health guidance a row relies on, in place of its group's source.
 */
export type ActivityRow = [string, string, number, string[], string, SourceKey?];

/** A group of rows sharing a domain, an age band and a source. */
export interface ActivityGroup {
  domainType: DomainType;
  minAge: number;
  maxAge: number;
  source: SourceKey | null;
  rows: ActivityRow[];
}

/** Lower-case, dash-separated form of a title, used in slugs. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Expands groups into activities; the slug is `{domain}-{minAge}-{maxAge}-{title}`. */
export function expandGroups(groups: ActivityGroup[]): LibraryActivity[] {
  return groups.flatMap((group) =>
    group.rows.map(([title, description, durationMinutes, materials, skill, rowSource]) => {
      const source = rowSource ?? group.source;
      return {
        slug: `${group.domainType}-${group.minAge}-${group.maxAge}-${slugify(title)}`,
        title,
        description,
        domainType: group.domainType,
        durationMinutes,
        minAge: group.minAge,
        maxAge: group.maxAge,
        materials,
        skill,
        sourceName: source ? SOURCES[source].name : null,
        sourceUrl: source ? SOURCES[source].url : null,
      };
    }),
  );
}
