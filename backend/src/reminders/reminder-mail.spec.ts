import { digestPlanLines, reminderMail } from './reminder-mail';

describe('the weekly plan digest email', () => {
  const plan = [
    {
      name: 'Zoe',
      activities: [
        { date: '2026-11-30', title: 'Stacking cups' },
        { date: '2026-11-30', title: 'Bubble chase' },
        { date: '2026-12-02', title: 'Picture book time' },
      ],
    },
    { name: 'Kai', activities: [] },
  ];

  it('lists each child’s activities by day, in the order of the day, and says when a child has none', () => {
    expect(digestPlanLines(plan)).toEqual([
      'Zoe:',
      '- Monday 30 November: Stacking cups; Bubble chase',
      '- Wednesday 2 December: Picture book time',
      '',
      'Kai:',
      '- No activities planned for these days yet.',
      '',
    ]);
  });

  it('puts the plan between the week’s line and the link, keeping the one-click unsubscribe', () => {
    const mail = reminderMail({
      to: 'parent@example.com',
      parentName: 'Maya',
      kind: 'weeklyPlan',
      title: "This week's activity plans for Zoe, Kai",
      dueOn: '2026-11-30',
      child: null,
      publicUrl: 'https://app.example',
      unsubscribeToken: 'token',
      plan,
    });
    expect(mail.subject).toBe("This week's activity plans for Zoe, Kai");
    const lines = mail.text.split('\n');
    const week = lines.indexOf('New activity plans are ready for the week of 30 November 2026.');
    expect(lines.slice(week + 1, week + 10)).toEqual([
      '',
      'Zoe:',
      '- Monday 30 November: Stacking cups; Bubble chase',
      '- Wednesday 2 December: Picture book time',
      '',
      'Kai:',
      '- No activities planned for these days yet.',
      '',
      'Open Flourishly: https://app.example/dashboard',
    ]);
    expect(mail.headers?.['List-Unsubscribe']).toBe('<https://app.example/api/reminders/unsubscribe/token>');
  });
});
