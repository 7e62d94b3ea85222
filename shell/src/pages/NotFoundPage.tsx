import { FormattedMessage } from 'react-intl';
import { ButtonLink, MutedText, PAGE_CONTENT, PageContainer, PageTitle, paths } from '@flourishly/platform';

/** Any unknown route (docs/product.md). */
export function NotFoundPage() {
  return (
    <PageContainer as="main">
      <PageTitle elementtiming={PAGE_CONTENT}>
        <FormattedMessage id="shell.notFound.title" />
      </PageTitle>
      <MutedText>
        <FormattedMessage id="shell.notFound.lead" />
      </MutedText>
      <ButtonLink to={paths.home}>
        <FormattedMessage id="shell.notFound.home" />
      </ButtonLink>
    </PageContainer>
  );
}
