// Shared fixtures of front-end tests, typed by the contracts so a changed response shape fails
// `npm run typecheck` in every test that answers with them. Imported by tests only.
import {
  childProfileDefaults,
  type ChildListItem,
  type ChildProfile,
  type NotificationList,
  type PlanSummary,
  type User,
} from '@flourishly/contracts';

/** The signed-in parent of component tests. */
export const testUser: User = {
  id: 5,
  fullName: 'Maya Patel',
  email: 'maya@example.com',
  profileCompleted: true,
  phoneNumber: null,
  address: null,
  schoolName: null,
  schoolUrl: null,
  grade: null,
  selectedInterests: [],
  locale: null,
};

/** One child of GET /api/users/{userId}/child-profiles, owned by {@link testUser}. */
export const makeChildListItem = (overrides: Partial<ChildListItem> = {}): ChildListItem => ({
  id: 7,
  name: 'Maya',
  dateOfBirth: '2019-01-15',
  avatarUrl: null,
  personaType: 1,
  role: 'owner',
  sharedBy: null,
  ...overrides,
});

/** A complete child profile (GET /api/child-profiles/{childId}). */
export const makeChildProfile = (overrides: Partial<ChildProfile> = {}): ChildProfile => ({
  id: 7,
  personaType: 1,
  // Every answer the contracts declare, at its default, then Maya's own.
  ...childProfileDefaults(),
  name: 'Maya',
  dateOfBirth: '2019-01-15',
  gender: 'female',
  primaryDevelopmentalConcern: 'cognitive',
  temperament: 'calm',
  preferredActivity: ['building'],
  profileCompleted: true,
  personaName: 'Curious Scholar',
  personaReasons: ['cognitive focus'],
  ...overrides,
});

/** A day with nothing planned (GET /api/child-profiles/{childId}/plan-summary). */
export const emptyPlanSummary: PlanSummary = { date: '', planned: 0, completed: 0, progress: 0, lastCompleted: null };

/** A parent with no notifications (GET /api/notifications). */
export const noNotifications: NotificationList = { notifications: [], unreadCount: 0 };
