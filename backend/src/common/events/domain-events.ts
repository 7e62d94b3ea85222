/**
 * Domain events that cross module boundaries (published with @nestjs/event-emitter's
 * EventEmitter2, handled with @OnEvent). Modules stay independent: the publisher does not know
 * who listens.
 */
export const DOMAIN_EVENTS = {
  /** A game session was completed (games module). */
  gameCompleted: 'game.completed',
  /** An activity assignment's status became 'completed' (activities module). */
  activityCompleted: 'activity.completed',
  /** An assessment was submitted (assessments module). */
  assessmentSubmitted: 'assessment.submitted',
  /** A parent added a child (children module). */
  childCreated: 'child.created',
} as const;

export interface ChildCreatedEvent {
  childId: number;
  parentId: number;
  childName: string;
}

export interface GameCompletedEvent {
  childId: number;
  gameId: number;
  sessionId: number;
  difficultyLevel: number;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  completedAt: Date;
}

export interface ActivityCompletedEvent {
  childId: number;
  assignmentId: number;
  domainType: string;
  completedAt: Date;
}

export interface AssessmentSubmittedEvent {
  childId: number;
  assessmentId: number;
  submittedAt: Date;
}
