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

/** [title, description, minutes, materials, skill] */
export type ActivityRow = [string, string, number, string[], string];

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
    group.rows.map(([title, description, durationMinutes, materials, skill]) => ({
      slug: `${group.domainType}-${group.minAge}-${group.maxAge}-${slugify(title)}`,
      title,
      description,
      domainType: group.domainType,
      durationMinutes,
      minAge: group.minAge,
      maxAge: group.maxAge,
      materials,
      skill,
      sourceName: group.source ? SOURCES[group.source].name : null,
      sourceUrl: group.source ? SOURCES[group.source].url : null,
    })),
  );
}
