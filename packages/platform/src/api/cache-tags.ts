/**
 * Cache tags that more than one API slice provides or invalidates (the shell and the remotes
 * inject endpoints into the platform's one `api`, so a tag crosses remotes only if both sides
 * write it the same way: they import it from here).
 */

/** The signed-in parent's notifications (the shell's bell and list). */
export const notificationsTag = { type: 'Notification' as const, id: 'LIST' };

/** Everything planned for one child: assignments of any day and the plan summary. */
export const childActivitiesTag = (childId: number) => ({ type: 'Activity' as const, id: `child-${childId}` });

/** What a finished game changes for a child: progress, its summary and recommendations. */
export const childGameProgressTag = (childId: number) => ({ type: 'GameProgress' as const, id: `child-${childId}` });

/** A child's achievements. */
export const childAchievementsTag = (childId: number) => ({ type: 'Achievement' as const, id: childId });
