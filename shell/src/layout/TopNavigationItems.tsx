import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { paths, TOP_NAVIGATION } from '@flourishly/platform';

/**
 * The app's main sections as list items of links, for the header's navigation and the mobile
 * menu; Home is marked active on its own path only.
 */
export function TopNavigationItems() {
  return (
    <>
      {TOP_NAVIGATION.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === paths.home}>
            <FormattedMessage id={item.messageId} />
          </NavLink>
        </li>
      ))}
    </>
  );
}
