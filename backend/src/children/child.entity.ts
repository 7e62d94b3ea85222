import { Entity, ManyToOne, OptionalProps, Property } from '@mikro-orm/core';
import type {
  ActivityLevel,
  ChallengeMood,
  FamilyActivity,
  Gender,
  ParentalInvolvement,
  ParentingPriority,
  PreferredActivity,
  PrimaryConcern,
  SocialPreference,
  SocialSkills,
  Temperament,
} from '@flourishly/contracts';
import { User } from '../users/user.entity';
import { IdEntity } from '../database/id.entity';

/**
 * A child profile (docs/product.md). Belongs to one parent; deleting the parent deletes it, and
 * every child-scoped entity references it with a cascading delete rule.
 */
@Entity({ tableName: 'children' })
export class Child extends IdEntity {
  [OptionalProps]?:
    | 'temperament'
    | 'socialInteractionPreference'
    | 'preferredActivity'
    | 'moodWhenFacingChallenges'
    | 'physicalActivityLevel'
    | 'socialSkillsHandling'
    | 'parentalInvolvement'
    | 'familyActivityPreferences'
    | 'familyDevelopmentFocus'
    | 'personaType'
    | 'avatarUrl'
    | 'profileCompleted'
    | 'gestationalAgeAtBirthWeeks'
    | 'gestationalAgeAtBirthDays'
    | 'dailyGameLimitMinutes'
    | 'createdAt'
    | 'updatedAt';

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'parent_id' })
  parent!: User;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Calendar date of birth, ISO 'yyyy-MM-dd' (no time zone). */
  @Property({ type: 'string', length: 10 })
  dateOfBirth!: string;

  @Property({ type: 'string', length: 20 })
  gender!: Gender;

  @Property({ type: 'string', length: 20 })
  primaryDevelopmentalConcern!: PrimaryConcern;

  @Property({ type: 'string', length: 20, nullable: true })
  temperament: Temperament | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  socialInteractionPreference: SocialPreference | null = null;

  @Property({ type: 'json' })
  preferredActivity: PreferredActivity[] = [];

  @Property({ type: 'string', length: 20, nullable: true })
  moodWhenFacingChallenges: ChallengeMood | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  physicalActivityLevel: ActivityLevel | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  socialSkillsHandling: SocialSkills | null = null;

  @Property({ type: 'string', length: 20 })
  parentalInvolvement: ParentalInvolvement = 'balanced';

  @Property({ type: 'json' })
  familyActivityPreferences: FamilyActivity[] = [];

  @Property({ type: 'json' })
  familyDevelopmentFocus: ParentingPriority[] = [];

  /** The persona's stable number, recomputed by the server from the answers. */
  @Property({ type: 'integer', nullable: true })
  personaType: number | null = null;

  /** One of the built-in avatars served by the app, or null. */
  @Property({ type: 'string', length: 200, nullable: true })
  avatarUrl: string | null = null;

  /** Completed weeks of pregnancy at birth (22-44); null when born at term or unknown. */
  @Property({ type: 'integer', nullable: true })
  gestationalAgeAtBirthWeeks: number | null = null;

  /** Days of pregnancy beyond those weeks at birth (0-6); 0 when not given. */
  @Property({ type: 'integer', default: 0 })
  gestationalAgeAtBirthDays: number = 0;

  /** The parent's daily game-time limit in minutes; null when off (the default). */
  @Property({ type: 'integer', nullable: true })
  dailyGameLimitMinutes: number | null = null;

  @Property({ type: 'boolean', default: true })
  profileCompleted: boolean = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
