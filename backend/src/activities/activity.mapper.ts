import type { ActivityAssignment as AssignmentDto, LibraryActivityItem } from '@flourishly/contracts';
import type { ActivityAssignment } from './activity-assignment.entity';
import type { Activity } from './activity.entity';

/**
 * Maps an assignment to the wire shape (docs/product.md plus reason, source, completedAt, and the
 * library activity's sourceName/sourceUrl/sourceKind). Load it with `populate: ['activity']`.
 */
export function toAssignmentDto(row: ActivityAssignment): AssignmentDto {
  return {
    id: row.id,
    status: row.status,
    scheduledFor: `${row.scheduledDate}T${row.scheduledTime}:00`,
    activity: {
      id: row.activity?.id ?? null,
      title: row.title,
      description: row.description,
      domainType: row.domainType,
      duration: row.durationMinutes,
      sourceName: row.activity?.sourceName ?? null,
      sourceUrl: row.activity?.sourceUrl ?? null,
      sourceKind: row.activity?.sourceKind ?? null,
    },
    reason: row.reason,
    source: row.source,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** Maps a library activity to the picker's shape. */
export function toLibraryItem(row: Activity): LibraryActivityItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    domainType: row.domainType,
    duration: row.durationMinutes,
    minAge: row.minAge,
    maxAge: row.maxAge,
    minAgeMonths: row.minAgeMonths,
    maxAgeMonths: row.maxAgeMonths,
    materials: row.materials,
    skill: row.skill,
    sourceName: row.sourceName,
    sourceUrl: row.sourceUrl,
    sourceKind: row.sourceKind,
  };
}
