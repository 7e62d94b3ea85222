import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Dialog } from '@flourishly/platform/dialog';
import {
  INQUIRY_THANK_YOU_MESSAGE,
  INQUIRY_TOPIC_LABELS,
  INQUIRY_TOPICS,
  SCHOOLS_TOPIC,
  type InquiryTopic,
} from '@flourishly/contracts/marketing';
import { StyledSubmitButton } from '../../common/actions';
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
 * closes; storing runs on its own and its failure changes nothing the visitor sees.
 */
export function ContactModal({ open, onOpenChange, initialTopic, alert = (message) => window.alert(message) }: ContactModalProps) {
  const [values, setValues] = useState(() => emptyValues(initialTopic));
  const set = (field: keyof InquiryFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...values, organization: values.topic === SCHOOLS_TOPIC ? values.organization : '' };
    void storeInquiry(sent);
    alert(INQUIRY_THANK_YOU_MESSAGE);
    setValues(emptyValues(initialTopic));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contact our team"
      description="Tell us a little about what you need and our team will get in touch."
    >
      <StyledForm onSubmit={submit} aria-label="Contact sales" noValidate>
        <div>
          <label htmlFor="contact-topic">Topic</label>
          <select id="contact-topic" value={values.topic} onChange={set('topic')}>
            {INQUIRY_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {INQUIRY_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contact-name">Name</label>
          <input id="contact-name" autoComplete="name" value={values.name} onChange={set('name')} />
        </div>
        <div>
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
        </div>
        <div>
          <label htmlFor="contact-phone">
            Phone <StyledOptional>(optional)</StyledOptional>
          </label>
          <input id="contact-phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
        </div>
        {values.topic === SCHOOLS_TOPIC ? (
          <div>
            <label htmlFor="contact-organization">School/Organization Name</label>
            <input id="contact-organization" autoComplete="organization" value={values.organization} onChange={set('organization')} />
          </div>
        ) : null}
        <div>
          <label htmlFor="contact-message">Message</label>
          <textarea id="contact-message" value={values.message} onChange={set('message')} />
        </div>
        <StyledSubmitButton $size="lg">Send inquiry</StyledSubmitButton>
      </StyledForm>
    </Dialog>
  );
}

export default ContactModal;
