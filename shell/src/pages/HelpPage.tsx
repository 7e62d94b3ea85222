import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONTACT_EMAIL } from '@flourishly/contracts';
import { Card, Page, paths, Spinner, useSession } from '@flourishly/platform';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';

const StyledAnswers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** The questions parents ask most, each answered from docs/product.md. */
function HelpAnswers() {
  return (
    <StyledAnswers>
      <Card aria-labelledby="help-start">
        <h2 id="help-start">Adding a child</h2>
        <p>
          On the dashboard, choose &lsquo;Add Your First Child&rsquo; (or &lsquo;Add Another Child&rsquo;) and answer three short steps: the
          basics, your child&rsquo;s temperament and preferences, and your family. Every child gets a daily learning plan and a personality
          profile from these answers; you can change them later with &lsquo;Edit Profile&rsquo;.
        </p>
      </Card>
      <Card aria-labelledby="help-assessment">
        <h2 id="help-assessment">Assessments and the development report</h2>
        <p>
          On your child&rsquo;s page, &lsquo;Take First Assessment&rsquo; opens the milestone checklist for their age; the first one opens
          at 2 months (counted from the due date for a baby born early). Your answers are saved as you go, so you can stop and come back.
          When you submit, the development report shows how your child is doing in each of the five areas of development.
        </p>
        <p>You can share the report with a doctor or teacher through a link or as a PDF, from the report itself.</p>
      </Card>
      <Card aria-labelledby="help-games">
        <h2 id="help-games">Games and activities</h2>
        <p>
          The Games tab lists games for your child&rsquo;s age, recommended ones first. The Activities and Learning Path tabs show what is
          planned for each day; mark an activity as completed when you have done it together.
        </p>
      </Card>
      <Card aria-labelledby="help-account">
        <h2 id="help-account">Your account and your data</h2>
        <p>
          <Link to={paths.profile}>Profile</Link> holds your contact details and interests. <Link to={paths.settings}>Settings</Link> is
          where you change your password, download everything Flourishly holds about you and your children, or delete your account.
        </p>
      </Card>
      <Card aria-labelledby="help-contact">
        <h2 id="help-contact">Still need help?</h2>
        <p>
          Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </Card>
    </StyledAnswers>
  );
}

/** /help, the footer's Help Center: public, in the app layout when signed in, else in the public frame. */
export function HelpPage() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner label="Loading" fullPage />;
  const page = (
    <Page title="Help Center" intro="Answers to the questions parents ask most.">
      <HelpAnswers />
    </Page>
  );
  return session.status === 'signed-in' ? <AppLayout>{page}</AppLayout> : <PublicLayout>{page}</PublicLayout>;
}
