import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ComingSoon } from '../ui/ComingSoon';

export interface ChildIdRouteProps {
  /** Renders the page for the numeric `:childId` route parameter. */
  render: (childId: number) => ReactNode;
}

/** Reads `:childId` from the route; a non-numeric id shows "not found" instead of the page. */
export function ChildIdRoute({ render }: ChildIdRouteProps) {
  const { childId } = useParams();
  if (!childId || !/^\d+$/.test(childId)) {
    return <ComingSoon title="Child Not Found" description="This address does not name a child profile." />;
  }
  return <>{render(Number(childId))}</>;
}
