import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, REMINDER_KINDS, REMINDER_LABELS, UNSUBSCRIBE_TEXT } from '@flourishly/contracts';
import { MAIL_MESSAGES_HI } from '../content/hi/mail.hi';
import { MAIL_MESSAGES_EN, mailDate, mailText, mailWeekday, type MailMessageId } from './mail-messages';

/** The names of a message's arguments, in any nesting (selects' options too). */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type !== TYPE.literal && 'value' in element) names.add(String(element.value));
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
  }
  return [...names].sort();
}

const ids = Object.keys(MAIL_MESSAGES_EN) as MailMessageId[];

describe('the emails’ texts', () => {
  it('has every English message in Hindi and no other, each valid ICU with the same arguments and written in Devanagari', () => {
    expect(Object.keys(MAIL_MESSAGES_HI).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect([id, argumentsOf(parse(MAIL_MESSAGES_HI[id]))]).toEqual([id, argumentsOf(parse(MAIL_MESSAGES_EN[id]))]);
      const withoutArguments = MAIL_MESSAGES_HI[id].replace(/\{\w+\}/g, '');
      if (/\p{L}{3}/u.test(withoutArguments) && id !== 'signature')
        expect([id, withoutArguments]).toEqual([id, expect.stringMatching(/[\u0900-\u097F]/)]);
    }
  });

  it('names each reminder setting and says the unsubscribe page’s texts as the contracts do, in English', () => {
    for (const kind of REMINDER_KINDS) {
      const setting = REMINDER_LABELS[kind].label;
      expect(mailText('en', 'reminder.setting', { kind })).toBe(setting);
      expect(mailText('en', 'unsubscribe.confirm', { setting })).toBe(UNSUBSCRIBE_TEXT.confirm(setting));
      expect(mailText('en', 'unsubscribe.done', { setting })).toBe(UNSUBSCRIBE_TEXT.done(setting));
    }
    expect([mailText('en', 'unsubscribe.title'), mailText('en', 'unsubscribe.button')]).toEqual([
      UNSUBSCRIBE_TEXT.title,
      UNSUBSCRIBE_TEXT.button,
    ]);
    expect(mailText('hi', 'reminder.setting', { kind: 'immunizations' })).toBe('टीकाकरण के रिमाइंडर');
  });

  it('writes days as the product does in English and as hi-IN in Hindi, in UTC', () => {
    expect(mailDate('en', '2026-12-06')).toBe('6 December 2026');
    expect(mailDate('hi', '2026-12-06')).toBe('6 दिसंबर 2026');
    expect(mailDate('hi', '2026-12-06T23:30:00.000Z')).toBe('6 दिसंबर 2026');
    expect(mailWeekday('en', '2026-11-30')).toBe('Monday 30 November');
    expect(mailWeekday('hi', '2026-11-30')).toBe('सोमवार, 30 नवंबर');
  });

  it('fills the arguments in every language, and refuses a message without its argument', () => {
    for (const locale of LOCALES) {
      expect(mailText(locale, 'passwordReset.intro', { minutes: 60 })).toContain('60');
      expect(() => mailText(locale, 'greeting')).toThrow();
    }
    expect(mailText('hi', 'invitation.intro', { invitedBy: 'Olivia', childName: 'Maya', role: 'caregiver' })).toBe(
      'Olivia ने आपको Flourishly पर Maya से देखभाल करने वाले (केयरगिवर) के रूप में जुड़ने का न्योता दिया है, ताकि आप उसके दिन देख सकें और दर्ज कर सकें।',
    );
  });
});
