import { INQUIRY_THANK_YOU_MESSAGE, INQUIRY_TOPIC_LABELS, MARKETING_MESSAGES } from '@flourishly/contracts/marketing';
import sections from '../composition/messages/en.json';
import contact from '../features/contact/messages/en.json';

// The contracts keep the spec's strings of the landing page's forms (docs/product.md); the
// English catalogs say them word for word, so the two cannot drift apart.
describe('the English catalogs and the contracts', () => {
  it('thank and warn in the spec’s words', () => {
    expect(contact['landing.contact.thanks']).toBe(INQUIRY_THANK_YOU_MESSAGE);
    expect(sections['landing.newsletter.thanks']).toBe(MARKETING_MESSAGES.newsletterThanks);
    expect(sections['landing.newsletter.invalidEmail']).toBe(MARKETING_MESSAGES.email);
  });

  it('name the inquiry topics as the contracts do', () => {
    expect([
      contact['landing.contact.topic.schools'],
      contact['landing.contact.topic.basic'],
      contact['landing.contact.topic.plus'],
      contact['landing.contact.topic.premium'],
      contact['landing.contact.topic.general'],
    ]).toEqual([
      INQUIRY_TOPIC_LABELS.schools,
      INQUIRY_TOPIC_LABELS['basic-plan'],
      INQUIRY_TOPIC_LABELS['plus-plan'],
      INQUIRY_TOPIC_LABELS['premium-plan'],
      INQUIRY_TOPIC_LABELS['general-inquiry'],
    ]);
  });
});
