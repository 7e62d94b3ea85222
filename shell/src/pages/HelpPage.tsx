import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONTACT_EMAIL } from '@flourishly/contracts';
import { Card, Messages, Page, paths, Spinner, useSession } from '@flourishly/platform';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { pagesMessages } from './messages';

const StyledAnswers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** One answer: its heading and paragraphs, by message id. */
function HelpAnswer({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={heading} />
      </h2>
      {children}
    </Card>
  );
}

/** The questions parents ask most, each answered from docs/product.md. */
function HelpAnswers() {
  return (
    <StyledAnswers>
      <HelpAnswer id="help-start" heading="shell.help.start.title">
        <p>
          <FormattedMessage id="shell.help.start.body" />
        </p>
      </HelpAnswer>
      <HelpAnswer id="help-assessment" heading="shell.help.assessment.title">
        <p>
          <FormattedMessage id="shell.help.assessment.body" />
        </p>
        <p>
          <FormattedMessage id="shell.help.assessment.share" />
        </p>
      </HelpAnswer>
      <HelpAnswer id="help-games" heading="shell.help.games.title">
        <p>
          <FormattedMessage id="shell.help.games.body" />
        </p>
      </HelpAnswer>
      <HelpAnswer id="help-account" heading="shell.help.account.title">
        <p>
          <FormattedMessage
            id="shell.help.account.body"
            values={{
              profile: (text: ReactNode) => <Link to={paths.profile}>{text}</Link>,
              settings: (text: ReactNode) => <Link to={paths.settings}>{text}</Link>,
            }}
          />
        </p>
      </HelpAnswer>
      <HelpAnswer id="help-contact" heading="shell.help.contact.title">
        <p>
          <FormattedMessage
            id="shell.help.contact.body"
            values={{ address: CONTACT_EMAIL, email: (text: ReactNode) => <a href={`mailto:${CONTACT_EMAIL}`}>{text}</a> }}
          />
        </p>
      </HelpAnswer>
    </StyledAnswers>
  );
}

function HelpContent() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage({ id: 'shell.help.title' })} intro={intl.formatMessage({ id: 'shell.help.intro' })}>
      <HelpAnswers />
    </Page>
  );
}

/** /help, the footer's Help Center: public, in the app layout when signed in, else in the public frame. */
export function HelpPage() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner fullPage />;
  const page = (
    <Messages catalog={pagesMessages}>
      <HelpContent />
    </Messages>
  );
  return session.status === 'signed-in' ? <AppLayout>{page}</AppLayout> : <PublicLayout>{page}</PublicLayout>;
}
