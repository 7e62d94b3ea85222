import { computePersona, personaNameOf, type ChildListItem, type ChildProfile } from '@flourishly/contracts';
import type { Child } from './child.entity';

/** A child as the list of GET /api/users/{userId}/child-profiles shows it. */
export function toChildListItem(child: Child): ChildListItem {
  return {
    id: child.id,
    name: child.name,
    dateOfBirth: child.dateOfBirth,
    avatarUrl: child.avatarUrl,
    personaType: child.personaType,
  };
}

/**
 * A child with every answer and its persona: name from the stored personaType, reasons
 * recomputed from the answers (the scoring is pure, so they always match the stored number).
 */
export function toChildProfile(child: Child): ChildProfile {
  const personaName = personaNameOf(child.personaType);
  const persona = computePersona(child);
  return {
    ...toChildListItem(child),
    gender: child.gender,
    primaryDevelopmentalConcern: child.primaryDevelopmentalConcern,
    temperament: child.temperament,
    socialInteractionPreference: child.socialInteractionPreference,
    preferredActivity: child.preferredActivity,
    moodWhenFacingChallenges: child.moodWhenFacingChallenges,
    physicalActivityLevel: child.physicalActivityLevel,
    socialSkillsHandling: child.socialSkillsHandling,
    parentalInvolvement: child.parentalInvolvement,
    familyActivityPreferences: child.familyActivityPreferences,
    familyDevelopmentFocus: child.familyDevelopmentFocus,
    profileCompleted: child.profileCompleted,
    gestationalAgeAtBirthWeeks: child.gestationalAgeAtBirthWeeks,
    dailyGameLimitMinutes: child.dailyGameLimitMinutes,
    personaName,
    personaReasons: personaName === persona.persona ? persona.reasons : [],
  };
}
