/**
 * The five tabs of the features showcase (docs/product.md), first one selected by default: the
 * message ids of each tab's label, title, text and points (composition/messages).
 */
export const SHOWCASE_TABS = [
  {
    id: 'assessment-engine',
    label: 'landing.showcase.assessment.label',
    title: 'landing.showcase.assessment.title',
    text: 'landing.showcase.assessment.text',
    points: ['landing.showcase.assessment.point1', 'landing.showcase.assessment.point2', 'landing.showcase.assessment.point3'],
  },
  {
    id: 'child-persona',
    label: 'landing.showcase.persona.label',
    title: 'landing.showcase.persona.title',
    text: 'landing.showcase.persona.text',
    points: ['landing.showcase.persona.point1', 'landing.showcase.persona.point2', 'landing.showcase.persona.point3'],
  },
  {
    id: 'curriculum-builder',
    label: 'landing.showcase.curriculum.label',
    title: 'landing.showcase.curriculum.title',
    text: 'landing.showcase.curriculum.text',
    points: ['landing.showcase.curriculum.point1', 'landing.showcase.curriculum.point2', 'landing.showcase.curriculum.point3'],
  },
  {
    id: 'progress-tracking',
    label: 'landing.showcase.progress.label',
    title: 'landing.showcase.progress.title',
    text: 'landing.showcase.progress.text',
    points: ['landing.showcase.progress.point1', 'landing.showcase.progress.point2', 'landing.showcase.progress.point3'],
  },
  {
    id: 'communication-hub',
    label: 'landing.showcase.communication.label',
    title: 'landing.showcase.communication.title',
    text: 'landing.showcase.communication.text',
    points: ['landing.showcase.communication.point1', 'landing.showcase.communication.point2', 'landing.showcase.communication.point3'],
  },
] as const;
