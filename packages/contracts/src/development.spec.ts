import {
  domainScore,
  EMPTY_DOCTOR_QUESTIONS,
  MIN_ANSWERS_PER_DOMAIN,
  NO_MILESTONE_ANSWERED,
  newAssessmentValuesSchema,
} from './development';

describe('domainScore', () => {
  it('scores 100 × points ÷ (10 × answered) with yes 10, sometimes 5, not yet 0, rounded', () => {
    expect(domainScore(['yes', 'sometimes', 'not-yet'], 3)).toBe(50);
    expect(domainScore(['yes', 'yes', 'sometimes'], 4)).toBe(83);
    expect(domainScore(['not-yet', 'not-yet'], 2)).toBe(0);
  });

  it('scores a domain with at least two answers even when the checklist has more items', () => {
    expect(MIN_ANSWERS_PER_DOMAIN).toBe(2);
    expect(domainScore(['yes', 'sometimes'], 6)).toBe(75);
  });

  it('does not score a single answer while the checklist has more items for the domain', () => {
    expect(domainScore(['yes'], 2)).toBeNull();
    expect(domainScore(['yes'], 4)).toBeNull();
  });

  it('scores a domain whose every checklist item was answered, even a single one', () => {
    expect(domainScore(['yes'], 1)).toBe(100);
    expect(domainScore(['sometimes'], 1)).toBe(50);
    expect(domainScore(['not-yet'], 1)).toBe(0);
  });

  it('never scores a domain without answers (including one the checklist does not cover)', () => {
    expect(domainScore([], 0)).toBeNull();
    expect(domainScore([], 3)).toBeNull();
  });
});

describe('newAssessmentValuesSchema', () => {
  it('takes answers with at least one milestone answered', () => {
    expect(
      newAssessmentValuesSchema.safeParse({ answers: { 'cdc-48m-cognitive-1': 'yes' }, doctorQuestions: EMPTY_DOCTOR_QUESTIONS }).success,
    ).toBe(true);
  });

  it('refuses a submission without any answer, with the page message on `answers`', () => {
    const result = newAssessmentValuesSchema.safeParse({ answers: {}, doctorQuestions: EMPTY_DOCTOR_QUESTIONS });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['answers'], NO_MILESTONE_ANSWERED]]);
  });
});
