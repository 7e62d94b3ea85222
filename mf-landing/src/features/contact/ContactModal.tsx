import { Field, Form } from 'react-final-form';
import type { Config } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CatalogMessages } from '@flourishly/platform/device-locale';
import { Dialog } from '@flourishly/platform/dialog';
import { INQUIRY_TOPICS, SCHOOLS_TOPIC, type InquiryTopic } from '@flourishly/contracts/marketing';
import { StyledSubmitButton } from '../../common/actions';
import { contactMessages } from './messages';
import { storeInquiry, type InquiryFormValues } from './store-inquiry';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  textarea {
    min-height: 7rem;
    resize: vertical;
  }
`;

const StyledOptional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ContactModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The topic selected when the modal opens. */
  initialTopic: InquiryTopic;
  /** Shows the thank-you alert (window.alert by default). */
  alert?: (message: string) => void;
}

/** An emptied field stays '' (final-form's default makes it undefined): the inquiry keeps every key. */
const keepEmpty = (value: string | undefined) => value ?? '';

/** The topics' labels (message ids; INQUIRY_TOPIC_LABELS of the contracts in English). */
const TOPIC_LABELS: Record<InquiryTopic, string> = {
  schools: 'landing.contact.topic.schools',
  'basic-plan': 'landing.contact.topic.basic',
  'plus-plan': 'landing.contact.topic.plus',
  'premium-plan': 'landing.contact.topic.premium',
  'general-inquiry': 'landing.contact.topic.general',
};

const emptyValues = (topic: InquiryTopic): InquiryFormValues => ({
  topic,
  name: '',
  email: '',
  phone: '',
  organization: '',
  message: '',
});

/**
 * The contact-sales modal (docs/product.md): topic, Name, Email, optional Phone, School/
 * Organization Name for the Schools topic only, Message. Submitting starts storing the
 * inquiry, shows the alert 'Thank you for your inquiry. Our team will contact you soon!' and
 * closes; storing runs on its own and its failure changes nothing the visitor sees. A
 * react-final-form form without validation (the inquiry schema is checked when storing). Speaks
 * the page's language.
 */
export function ContactModal(props: ContactModalProps) {
  return (
    <CatalogMessages catalog={contactMessages}>
      <ContactDialog {...props} />
    </CatalogMessages>
  );
}

function ContactDialog({ open, onOpenChange, initialTopic, alert = (message) => window.alert(message) }: ContactModalProps) {
  const intl = useIntl();
  const submit: Config<InquiryFormValues>['onSubmit'] = (values, form) => {
    const sent = { ...values, organization: values.topic === SCHOOLS_TOPIC ? values.organization : '' };
    void storeInquiry(sent);
    alert(intl.formatMessage({ id: 'landing.contact.thanks' }));
    form.restart(emptyValues(initialTopic));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'landing.contact.title' })}
      description={intl.formatMessage({ id: 'landing.contact.description' })}
      closeLabel={intl.formatMessage({ id: 'landing.contact.close' })}
    >
      <Form<InquiryFormValues> onSubmit={submit} initialValues={emptyValues(initialTopic)}>
        {({ handleSubmit, values }) => (
          <StyledForm onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'landing.contact.form' })} noValidate>
            <div>
              <label htmlFor="contact-topic">
                <FormattedMessage id="landing.contact.topic" />
              </label>
              <Field<string> name="topic" component="select" id="contact-topic">
                {INQUIRY_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {intl.formatMessage({ id: TOPIC_LABELS[topic] })}
                  </option>
                ))}
              </Field>
            </div>
            <div>
              <label htmlFor="contact-name">
                <FormattedMessage id="landing.contact.name" />
              </label>
              <Field<string> name="name" component="input" parse={keepEmpty} id="contact-name" autoComplete="name" />
            </div>
            <div>
              <label htmlFor="contact-email">
                <FormattedMessage id="landing.contact.email" />
              </label>
              <Field<string> name="email" component="input" parse={keepEmpty} id="contact-email" type="email" autoComplete="email" />
            </div>
            <div>
              <label htmlFor="contact-phone">
                <FormattedMessage id="landing.contact.phone" values={{ optional: (text) => <StyledOptional>{text}</StyledOptional> }} />
              </label>
              <Field<string> name="phone" component="input" parse={keepEmpty} id="contact-phone" type="tel" autoComplete="tel" />
            </div>
            {values.topic === SCHOOLS_TOPIC ? (
              <div>
                <label htmlFor="contact-organization">
                  <FormattedMessage id="landing.contact.organization" />
                </label>
                <Field<string>
                  name="organization"
                  component="input"
                  parse={keepEmpty}
                  id="contact-organization"
                  autoComplete="organization"
                />
              </div>
            ) : null}
            <div>
              <label htmlFor="contact-message">
                <FormattedMessage id="landing.contact.message" />
              </label>
              <Field<string> name="message" component="textarea" parse={keepEmpty} id="contact-message" />
            </div>
            <StyledSubmitButton $size="lg">
              <FormattedMessage id="landing.contact.send" />
            </StyledSubmitButton>
          </StyledForm>
        )}
      </Form>
    </Dialog>
  );
}

export default ContactModal;
