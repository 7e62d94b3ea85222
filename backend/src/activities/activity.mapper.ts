import type { ActivityAssignment as AssignmentDto, LibraryActivityItem, Locale } from '@flourishly/contracts';
import { activityTextsIn, planReasonIn } from '../content/localize';
import type { ActivityAssignment } from './activity-assignment.entity';
import type { Activity } from './activity.entity';

/**
 * Maps an assignment to the wire shape (docs/product.md plus reason, source, completedAt, and the
 * library activity's sourceName/sourceUrl/sourceKind). Load it with `populate: ['activity']`. Texts
 * in `locale`: a library activity's title and description by its slug and the plan's reason by
 * its template (content/localize.ts); a parent's own activity as they wrote it.
 */
export function toAssignmentDto(row: ActivityAssignment, locale: Locale = 'en'): AssignmentDto {
  const texts =
    locale !== 'en' && row.activity?.slug
      ? activityTextsIn(locale, { slug: row.activity.slug, title: row.title, description: row.description, skill: '', materials: [] })
      : row;
  return {
    id: row.id,
    status: row.status,
    scheduledFor: `${row.scheduledDate}T${row.scheduledTime}:00`,
    activity: {
      id: row.activity?.id ?? null,
      title: texts.title,
      description: texts.description,
      domainType: row.domainType,
      duration: row.durationMinutes,
      sourceName: row.activity?.sourceName ?? null,
      sourceUrl: row.activity?.sourceUrl ?? null,
      sourceKind: row.activity?.sourceKind ?? null,
    },
    reason: planReasonIn(locale, row.reason),
    source: row.source,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** Maps a library activity to the picker's shape, its texts in `locale` (content/localize.ts). */
export function toLibraryItem(row: Activity, locale: Locale = 'en'): LibraryActivityItem {
  const texts = activityTextsIn(locale, row);
  return {
    id: row.id,
    slug: row.slug,
    title: texts.title,
    description: texts.description,
    domainType: row.domainType,
    duration: row.durationMinutes,
    minAge: row.minAge,
    maxAge: row.maxAge,
    minAgeMonths: row.minAgeMonths,
    maxAgeMonths: row.maxAgeMonths,
    materials: [...texts.materials],
    skill: texts.skill,
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl,
    sourceKind: row.sourceKind,
  };
}
