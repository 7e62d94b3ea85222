import type { ContentSourceKind, DomainType } from '@flourishly/contracts';
import { ageBandOf, citationOf, type CitedSource, type MonthRange, type SourceId } from '../../content/sources';

export type { MonthRange };

/** One library activity as written in the content files. */
export interface LibraryActivity {
  /** Stable key used to upsert the activity; never change it once released. */
  slug: string;
  title: string;
  description: string;
  domainType: DomainType;
  /** Duration in minutes. */
  durationMinutes: number;
  /** Age range in whole years, inclusive (derived from the months). */
  minAge: number;
  maxAge: number;
  /** Age range in months of developmental age, inclusive. */
  minAgeMonths: number;
  maxAgeMonths: number;
  materials: string[];
  /** The skill the activity builds. */
  skill: string;
  /** The cited source's id in docs/content-sources.md. */
  sourceId: SourceId;
  sourceName: string;
  sourceUrl: string;
  sourceKind: ContentSourceKind;
}

/**
 * A row's own source: a source id the row is reviewed against in place of its group's (for the
 * safety or health guidance it relies on), or `{ adapted: id }` when that page itself gives the
 * activity's guidance.
 */
export type RowSource = CitedSource;

/**
 * [title, description, minutes, materials, skill, source, months]: the optional source replaces the
 * group's, the optional months narrow the group's age (infant rows: at most 6 months wide).
 */
export type ActivityRow = [string, string, number, string[], string, (RowSource | null)?, MonthRange?];

/**
 * A group of rows sharing a domain, an age band (whole years; it also names the slugs) and the
 * general guidance its Flourishly activities are reviewed against.
 */
export interface ActivityGroup {
  domainType: DomainType;
  minAge: number;
  maxAge: number;
  source: SourceId;
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

/** Expands groups into activities; the slug is `{domain}-{group minAge}-{group maxAge}-{title}` (stable). */
export function expandGroups(groups: ActivityGroup[]): LibraryActivity[] {
  return groups.flatMap((group) =>
    group.rows.map(([title, description, durationMinutes, materials, skill, rowSource, months]) => ({
      slug: `${group.domainType}-${group.minAge}-${group.maxAge}-${slugify(title)}`,
      title,
      description,
      domainType: group.domainType,
      durationMinutes,
      ...ageBandOf(group.minAge, group.maxAge, months),
      materials,
      skill,
      ...citationOf(rowSource ?? group.source),
    })),
  );
}
