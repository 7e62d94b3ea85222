import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Messages, type MessageCatalog } from '@flourishly/platform';
import { sharedGamesMessages } from './messages';

/**
 * A screen of the games remote with its feature's catalog and the shared one over the messages
 * above it. A catalog already provided above (a question card inside game play) is not merged
 * again, so nesting costs nothing.
 */
export function WithMessages({ catalog, children }: { catalog: MessageCatalog; children: ReactNode }) {
  return (
    <WithCatalog catalog={sharedGamesMessages}>
      <WithCatalog catalog={catalog}>{children}</WithCatalog>
    </WithCatalog>
  );
}

function WithCatalog({ catalog, children }: { catalog: MessageCatalog; children: ReactNode }) {
  const { messages } = useIntl();
  const [firstId] = Object.keys(catalog.en);
  if (firstId !== undefined && firstId in messages) return children;
  return <Messages catalog={catalog}>{children}</Messages>;
}
