import {
  CHILD_PROFILE_ANSWER_KEYS,
  computePersona,
  personaNameOf,
  type ChildListItem,
  type ChildProfile,
  type Locale,
} from '@flourishly/contracts';
import { personaIn } from '../content/localize';
import type { Child } from './child.entity';
import type { ChildAccess } from './children-access.service';

/** What {@link toChildProfile} reads: a Child entity, or a child's row as plain values. */
export type ChildFields = Omit<Child, 'parent'>;

/** A child's summary, common to the list and the profile. */
function toChildSummary(child: ChildFields) {
  return {
    id: child.id,
    name: child.name,
    dateOfBirth: child.dateOfBirth,
    avatarUrl: child.avatarUrl,
    personaType: child.personaType,
  };
}

/**
 * A child as the list of GET /api/users/{userId}/child-profiles shows it: the summary, the user's
 * role and, on a shared child, the owner's name (the owner must be loaded).
 */
export function toChildListItem({ child, role }: ChildAccess): ChildListItem {
  return { ...toChildSummary(child), role, sharedBy: role === 'owner' ? null : child.parent.fullName };
}

/**
 * A child with every answer and its persona: name from the stored personaType, reasons
 * recomputed from the answers (the scoring is pure, so they always match the stored number). The
 * persona's name and reasons in `locale` (personaType is the code).
 */
export function toChildProfile(child: ChildFields, locale: Locale = 'en'): ChildProfile {
  const personaName = personaNameOf(child.personaType);
  const persona = computePersona(child);
  // Assigned one by one, in the order spreading the summary and then the answers would give:
  // spreading them into a literal cost ~15 times as much (docs/architecture.md, "Hot path").
  const profile: Record<string, unknown> = toChildSummary(child);
  for (const key of CHILD_PROFILE_ANSWER_KEYS) profile[key] = child[key];
  profile.profileCompleted = child.profileCompleted;
  const reasons = personaName === persona.persona ? persona.reasons : [];
  if (locale === 'en') {
    profile.personaName = personaName;
    profile.personaReasons = reasons;
  } else {
    const translated = personaIn(locale, personaName, reasons);
    profile.personaName = translated.personaName;
    profile.personaReasons = translated.personaReasons;
  }
  return profile as ChildProfile;
}
