import { Card, MutedText, PageContainer, PageTitle } from './layout';

export interface ComingSoonProps {
  title: string;
  description?: string;
}

/** A page whose screen is not built yet: its real heading and an honest "coming soon" body. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      <Card aria-label={`${title} coming soon`}>
        <MutedText>
          {description ?? 'This part of Flourishly is coming soon. We are building it now.'}
        </MutedText>
      </Card>
    </PageContainer>
  );
}
