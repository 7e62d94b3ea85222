import { useId } from 'react';
import type { Config } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { MARKETING_MESSAGES } from '@flourishly/contracts/marketing';
import { StyledSubmitButton } from '../../common/actions';
import { subscribeNewsletter } from './subscribe-newsletter';

const StyledNewsletter = styled.form`
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  input {
    flex: 1 1 12rem;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid #ffffff;
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const StyledMessage = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 600;
  color: ${({ $error }) => ($error ? '#ffd6d1' : '#c8f0d6')} !important;
`;

interface NewsletterValues {
  email: string;
}

/**
 * Checks and stores the sign-up (subscribeNewsletter: the contracts' newsletter schema, loaded on
 * demand); an invalid email comes back as the field's submit error, a stored one empties the field.
 */
const subscribe: Config<NewsletterValues>['onSubmit'] = async ({ email }, form) => {
  const result = await subscribeNewsletter(email);
  if (!result.ok) return { email: result.error };
  form.change('email', '');
  return undefined;
};

/**
 * The newsletter sign-up, a react-final-form form: Email address and Subscribe, then the thanks
 * or the email's error in a status line the input points to.
 */
export function NewsletterForm() {
  const emailId = useId();
  const messageId = useId();
  return (
    <Form<NewsletterValues> onSubmit={subscribe} initialValues={{ email: '' }}>
      {({ handleSubmit, submitting, submitSucceeded, submitErrors }) => {
        const error = typeof submitErrors?.email === 'string' ? submitErrors.email : undefined;
        const status = error ?? (submitSucceeded ? MARKETING_MESSAGES.newsletterThanks : undefined);
        return (
          <StyledNewsletter onSubmit={handleSubmit} noValidate aria-label="Newsletter">
            <label htmlFor={emailId}>Email address</label>
            <div>
              <Field<string>
                name="email"
                component="input"
                parse={(value) => value ?? ''}
                id={emailId}
                type="email"
                autoComplete="email"
                aria-invalid={error ? true : undefined}
                aria-describedby={status ? messageId : undefined}
              />
              <StyledSubmitButton $variant="inverse" disabled={submitting}>
                Subscribe
              </StyledSubmitButton>
            </div>
            <StyledMessage id={messageId} role="status" $error={Boolean(error)}>
              {status}
            </StyledMessage>
          </StyledNewsletter>
        );
      }}
    </Form>
  );
}

export default NewsletterForm;
