import { CALENDAR_FEED_TEXT } from '@flourishly/contracts';
import { mailDate, mailText } from '../mail/mail.service';
import { calendarEventText, digestPlanLines, reminderMail, reminderText, reminderTitle } from './reminder-mail';
import { childEvents, type ChildEvent, type ReminderChild, type ReminderDose } from './reminder-rules';

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

describe('a reminder in the parent’s language', () => {
  const child: ReminderChild = {
    id: 7,
    name: 'Asha',
    dateOfBirth: '2024-01-10',
    gestationalAgeAtBirthWeeks: null,
    gestationalAgeAtBirthDays: null,
    addedOn: '2024-01-12',
  };
  const doses: ReminderDose[] = [
    { vaccine: 'BCG', label: 'BCG (tuberculosis)', dose: 1, dueFrom: '2024-01-10', dueBy: null, given: false },
  ];
  const reminderOf = (event: ChildEvent) => ({
    kind: event.kind,
    title: event.title,
    dueOn: event.on,
    child: { name: event.childName },
    subject: event.subject,
  });

  it('names in English what every event is about exactly as its title does', () => {
    const events = childEvents(child, doses);
    expect(new Set(events.map((event) => event.kind))).toEqual(new Set(['immunizations', 'checklists', 'screenings']));
    for (const event of events) {
      expect(reminderTitle(reminderOf(event))).toBe(`Reminder for ${event.title}`);
      expect(reminderTitle(reminderOf(event), 'en')).toBe(`Reminder for ${event.title}`);
    }
  });

  it('writes a Hindi parent’s checklist, screening and dose reminders in Hindi, with hi-IN dates', () => {
    const events = childEvents(child, doses);
    const find = (subject: string) => reminderOf(events.find((event) => event.subject === subject)!);
    expect(reminderTitle(find('child:7:checklist:4'), 'hi')).toBe('Asha के लिए रिमाइंडर: 4 महीने की उम्र के विकास के पड़ावों की सूची खुल गई है');
    expect(reminderTitle(find('child:7:checklist:24'), 'hi')).toBe('Asha के लिए रिमाइंडर: 2 साल की उम्र के विकास के पड़ावों की सूची खुल गई है');
    expect(reminderTitle(find('child:7:screening:autism:18'), 'hi')).toBe('Asha के लिए रिमाइंडर: 18 महीने की उम्र पर ऑटिज़्म की जाँच (स्क्रीनिंग)');
    expect(reminderTitle(find('child:7:dose:BCG:1'), 'hi')).toBe('Asha के लिए रिमाइंडर: BCG (टीबी, यानी तपेदिक से बचाव), खुराक 1');
    expect(reminderText(find('child:7:dose:BCG:1'), 'hi')).toBe(
      'Asha के टीके की अगली खुराक 10 जनवरी 2024 से लगनी है: BCG (टीबी, यानी तपेदिक से बचाव), खुराक 1। इसके लिए अपने बच्चे के डॉक्टर या क्लिनिक से समय लें।',
    );

    const mail = reminderMail({
      ...find('child:7:checklist:4'),
      child: { id: 7, name: 'Asha' },
      to: 'parent@example.com',
      locale: 'hi',
      parentName: 'Meera',
      publicUrl: 'https://app.example',
      unsubscribeToken: 'token',
    });
    expect(mail.subject).toBe('Asha के लिए रिमाइंडर: 4 महीने की उम्र के विकास के पड़ावों की सूची खुल गई है');
    expect(mail.text.split('\n')).toEqual([
      'नमस्ते Meera,',
      '',
      `Asha के विकास के पड़ावों की अगली सूची ${mailDate('hi', find('child:7:checklist:4').dueOn)} को खुलती है: 4 महीने की उम्र के विकास के पड़ावों की सूची खुल गई है। इसमें लगभग दस मिनट लगते हैं।`,
      '',
      'Flourishly खोलें: https://app.example/child/7',
      '',
      'आपको यह ईमेल इसलिए मिला है, क्योंकि आपकी Flourishly सेटिंग में "विकास के पड़ावों की सूची के रिमाइंडर" चालू है।',
      'एक क्लिक में ये ईमेल बंद करें: https://app.example/api/reminders/unsubscribe/token',
      'या सेटिंग में चुनें कि आपको कौन-से रिमाइंडर मिलें: https://app.example/settings',
    ]);
    expect(mailDate('hi', find('child:7:checklist:4').dueOn)).toMatch(/^\d{1,2} मई 2024$/);
  });

  it('titles and describes each calendar event as before in English, and in Hindi for a Hindi parent', () => {
    const events = childEvents(child, doses);
    for (const event of events) {
      expect(calendarEventText(event)).toEqual({ title: event.title, description: CALENDAR_FEED_TEXT.description[event.kind] });
      // Devanagari, with no Latin word but the product's name.
      expect(calendarEventText(event, 'hi').description.replace('Flourishly', '')).toMatch(/^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/);
    }
    expect(mailText('en', 'calendar.name')).toBe(CALENDAR_FEED_TEXT.calendarName);
    const find = (subject: string) => events.find((event) => event.subject === subject)!;
    expect(calendarEventText(find('child:7:dose:BCG:1'), 'hi')).toEqual({
      title: 'Asha: BCG (टीबी, यानी तपेदिक से बचाव), खुराक 1',
      description: 'इस दिन से टीके की एक खुराक लगनी है। इसके लिए अपने बच्चे के डॉक्टर या क्लिनिक से समय लें।',
    });
    expect(calendarEventText(find('child:7:screening:autism:18'), 'hi').title).toBe('Asha: 18 महीने की उम्र पर ऑटिज़्म की जाँच (स्क्रीनिंग)');
    expect(calendarEventText(find('child:7:checklist:4'), 'hi').title).toBe('Asha: 4 महीने की उम्र के विकास के पड़ावों की सूची खुल गई है');
  });

  it('writes a Hindi parent’s weekly digest in Hindi: the children named as a Hindi list, the days in hi-IN', () => {
    const mail = reminderMail({
      to: 'parent@example.com',
      locale: 'hi',
      parentName: 'Meera',
      kind: 'weeklyPlan',
      title: "This week's activity plans for Zoe, Kai",
      dueOn: '2026-11-30',
      child: null,
      publicUrl: 'https://app.example',
      unsubscribeToken: 'token',
      plan: [
        { name: 'Zoe', activities: [{ date: '2026-11-30', title: 'Stacking cups' }] },
        { name: 'Kai', activities: [] },
      ],
    });
    expect(mail.subject).toBe('इस हफ़्ते की गतिविधि योजनाएँ: Zoe और Kai');
    expect(mail.text).toContain(
      [
        '30 नवंबर 2026 से शुरू होने वाले हफ़्ते की नई गतिविधि योजनाएँ तैयार हैं।',
        '',
        'Zoe:',
        '- सोमवार, 30 नवंबर: Stacking cups',
        '',
        'Kai:',
        '- इन दिनों के लिए अभी कोई गतिविधि तय नहीं है।',
      ].join('\n'),
    );
  });
});
