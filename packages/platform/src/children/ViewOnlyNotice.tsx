import { Link } from 'react-router-dom';
import { getHref } from '../routing/paths';
import { MutedText } from '../ui/layout';
import { Page } from '../ui/Page';
import { usePlatformIntl } from '../i18n/contract-texts';

export interface ViewOnlyNoticeProps {
  /** The page's own title (e.g. 'Add Activity for Ada'), so the visitor knows where they are. */
  title: string;
  childId: number;
  childName: string;
  /** What the viewer may see but not do, e.g. "You can view Ada's plan but not change it." */
  message: string;
}

/**
 * What a viewer (docs/architecture.md, "Families") sees instead of a page that changes a child,
 * when they open its address: the page's title, why there is no form, who can give more access,
 * and a link back to the child's page.
 */
export function ViewOnlyNotice({ title, childId, childName, message }: ViewOnlyNoticeProps) {
  const intl = usePlatformIntl();
  return (
    <Page title={title}>
      <MutedText role="status">{intl.formatMessage({ id: 'platform.viewOnly.askOwner' }, { message })}</MutedText>
      <p>
        <Link to={getHref.child(childId)}>{intl.formatMessage({ id: 'platform.viewOnly.back' }, { name: childName })}</Link>
      </p>
    </Page>
  );
}
