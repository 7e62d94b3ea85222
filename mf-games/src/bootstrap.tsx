import { getHref, renderStandalone, ROUTE_PATTERNS } from '@flourishly/platform';
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import { GamePlayPage } from './exposes/GamePlayPage';
import { GamesCard } from './exposes/GamesCard';
import { GamesTab } from './exposes/GamesTab';

/** Reads the child id of a standalone route such as /GamesTab/3. */
function WithChildId({ render }: { render: (childId: number) => ReactElement }) {
  const { childId } = useParams();
  return render(Number(childId ?? 1));
}

// Standalone page for this remote's own dev server: one route per exposed module.
void renderStandalone([
  {
    path: '/',
    element: (
      <ul>
        <li>
          <Link to="/GamesTab/1">Games tab (child 1)</Link>
        </li>
        <li>
          <Link to="/GamesCard/1">Games card (child 1)</Link>
        </li>
        <li>
          <Link to={getHref.gamePlay(1, 1)}>Play game 1 (child 1)</Link>
        </li>
      </ul>
    ),
  },
  { path: ROUTE_PATTERNS.gamePlay, element: <GamePlayPage /> },
  { path: '/GamesTab/:childId?', element: <WithChildId render={(childId) => <GamesTab childId={childId} />} /> },
  { path: '/GamesCard/:childId?', element: <WithChildId render={(childId) => <GamesCard childId={childId} />} /> },
]);
