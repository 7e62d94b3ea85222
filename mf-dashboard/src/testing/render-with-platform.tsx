import { EMPTY_DOCTOR_QUESTIONS, type AssessmentResult } from '@flourishly/contracts';
import { OFFLINE_QUEUED_HEADER } from '@flourishly/platform/offline-protocol';

export * from '@flourishly/platform/testing';

/**
 * A submitted assessment of the platform's `makeChildProfile` child on the CDC's 4-year checklist,
 * with every field of the contract and no domain scored (GET /api/child-profiles/{childId}/assessments);
 * the scores' date follows `assessedAt`.
 */
export const makeAssessmentResult = (overrides: Partial<AssessmentResult> = {}): AssessmentResult => {
  const assessedAt = overrides.assessedAt ?? '2026-11-20T10:00:00Z';
  return {
    id: 1,
    childId: 7,
    childName: 'Maya',
    checklistKey: 'cdc-48m',
    checklistTitle: 'Milestones at 4 years',
    checklistSource: 'Source: CDC, Learn the Signs. Act Early.',
    checklistDisclaimer: 'Use of these materials does not imply endorsement of this product by the U.S. Government.',
    ageMonths: 48,
    assessedAt,
    scores: { cognitive: null, physical: null, socialEmotional: null, language: null, moral: null, assessedAt },
    domains: [],
    notYet: [],
    strengths: [],
    doctorQuestions: EMPTY_DOCTOR_QUESTIONS,
    actEarly: false,
    ...overrides,
  };
};

/**
 * The service worker's answer to an idempotent write made offline: 202 with `Offline-Queued`
 * (docs/architecture.md, "Offline and installed"), which the base query reports as OFFLINE_QUEUED.
 */
export const queuedOfflineAnswer = () => new Response(null, { status: 202, headers: { [OFFLINE_QUEUED_HEADER]: 'true' } });
