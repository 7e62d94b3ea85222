/** The five tabs of the features showcase (docs/product.md), first one selected by default. */
export const SHOWCASE_TABS = [
  {
    id: 'assessment-engine',
    label: 'Assessment Engine',
    title: 'Short, friendly check-ins across five areas of development',
    text: 'Answer a few questions about what your child does every day. Flourishly scores cognitive, physical, social-emotional, language and moral development against the milestones for their age.',
    points: [
      'Age-matched milestone questions for 0 to 12 year olds',
      'A development profile with a score out of 100 per area',
      'Pick up an unfinished assessment where you left it',
    ],
  },
  {
    id: 'child-persona',
    label: 'Child Persona',
    title: 'A persona that describes how your child likes to learn',
    text: 'From temperament, favourite activities and how your child meets a challenge, Flourishly finds the learning persona that fits best, such as Curious Scholar, Active Explorer or Creative Dreamer.',
    points: [
      'Ten personas built from your answers, never from guesswork',
      'Plain-language strengths and what helps your child thrive',
      'Updates as your child grows and your answers change',
    ],
  },
  {
    id: 'curriculum-builder',
    label: 'Curriculum Builder',
    title: 'AI-generated activity plans for every day of the week',
    text: "Flourishly's recommendations combine your child's persona, age and latest scores into a daily learning plan of short activities you can do at home with everyday things.",
    points: [
      'Activities sized in minutes and set at a time of day',
      'More practice where a skill is still developing',
      'Learning games with a reason for every recommendation',
    ],
  },
  {
    id: 'progress-tracking',
    label: 'Progress Tracking',
    title: 'See progress build up, week by week',
    text: 'A radar chart of the five development areas, achievements earned along the way and activity data from connected devices give you a calm, complete view of how things are going.',
    points: [
      'Development profile and full reports per child',
      'Achievements that celebrate finished activities',
      'Steps, active minutes and sleep from connected devices',
    ],
  },
  {
    id: 'communication-hub',
    label: 'Communication Hub',
    title: 'Parents and teachers on the same page',
    text: 'Share what you see at home and hear what happens at school. Teachers and parents follow the same development picture, so support at home and in class points the same way.',
    points: [
      'Messages between parents and teachers about each child',
      'Shared notes on goals and next steps',
      'Personalised tips for parents, matched to the child\u2019s age',
    ],
  },
] as const;
