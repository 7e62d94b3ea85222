import { useCallback, useId } from 'react';
import type { Config } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
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
 * The newsletter sign-up, a react-final-form form: Email address and Subscribe, then the thanks
 * or the email's error in a status line the input points to.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const emailId = useId();
  const messageId = useId();
  // Checks and stores the sign-up (subscribeNewsletter: the contracts' newsletter schema, loaded on
  // demand); an invalid email comes back as the field's submit error, a stored one empties the field.
  const subscribe = useCallback<Config<NewsletterValues>['onSubmit']>(
    async ({ email }, form) => {
      const result = await subscribeNewsletter(email);
      if (!result.ok) return { email: intl.formatMessage({ id: 'landing.newsletter.invalidEmail' }) };
      form.change('email', '');
      return undefined;
    },
    [intl],
  );
  return (
    <Form<NewsletterValues> onSubmit={subscribe} initialValues={{ email: '' }}>
      {({ handleSubmit, submitting, submitSucceeded, submitErrors }) => {
        const error = typeof submitErrors?.email === 'string' ? submitErrors.email : undefined;
        const status = error ?? (submitSucceeded ? intl.formatMessage({ id: 'landing.newsletter.thanks' }) : undefined);
        return (
          <StyledNewsletter onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'landing.newsletter.label' })}>
            <label htmlFor={emailId}>
              <FormattedMessage id="landing.newsletter.email" />
            </label>
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
                <FormattedMessage id="landing.newsletter.subscribe" />
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
