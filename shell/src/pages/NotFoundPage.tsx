import { ButtonLink, MutedText, PAGE_CONTENT, PageContainer, PageTitle, paths } from '@flourishly/platform';

/** Any unknown route (docs/product.md). */
export function NotFoundPage() {
  return (
    <PageContainer as="main">
      <PageTitle elementtiming={PAGE_CONTENT}>404 Page Not Found</PageTitle>
      <MutedText>We couldn't find the page you were looking for.</MutedText>
      <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
    </PageContainer>
  );
}
