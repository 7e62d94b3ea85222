import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../ui/Page';
import { usePlatformIntl } from '../i18n/contract-texts';

/**
 * The child page's "unknown child" state (docs/product.md): 'Child Not Found - The child profile
 * you're looking for doesn't exist or you don't have access to it.'
 */
export function ChildNotFound() {
  const intl = usePlatformIntl();
  return (
    <Page
      title={intl.formatMessage({ id: 'platform.child.notFoundTitle' })}
      intro={intl.formatMessage({ id: 'platform.child.notFoundDescription' })}
    />
  );
}

export interface ChildIdRouteProps {
  /** Renders the page for the numeric `:childId` route parameter. */
  render: (childId: number) => ReactNode;
}

/** Reads `:childId` from the route; an id that is not a number shows {@link ChildNotFound}. */
export function ChildIdRoute({ render }: ChildIdRouteProps) {
  const { childId } = useParams();
  if (!childId || !/^\d+$/.test(childId)) return <ChildNotFound />;
  return <>{render(Number(childId))}</>;
}
