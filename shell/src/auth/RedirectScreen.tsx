import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { REDIRECT_DELAY_MS } from '@flourishly/contracts';
import { MutedText, PageContainer, Spinner } from '@flourishly/platform';
import { CatalogMessages } from '@flourishly/platform/device-locale';
import { shellMessages } from '../messages';

export type RedirectKind = 'portal' | 'login' | 'registration';

const HEADINGS: Record<RedirectKind, string> = {
  portal: 'shell.redirect.portal',
  login: 'shell.redirect.login',
  registration: 'shell.redirect.registration',
};

/**
 * Where a redirect screen sends the visitor (docs/product.md): the portal screen picks /signin
 * when the path mentions login or signin, else /signup; the query string is kept.
 */
export function redirectTarget(kind: RedirectKind, host: string, pathname: string, search: string): string {
  const wantsSignIn = kind === 'login' || (kind === 'portal' && /login|signin/.test(pathname));
  return `${host}${wantsSignIn ? '/signin' : '/signup'}${search}`;
}

const StyledCentered = styled(PageContainer)`
  text-align: center;
  padding-top: 20vh;
`;

/** Leaves the app for `url` (a full page load). An object, so tests can replace `assign`. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The default navigation: one function for every render, so it never restarts the timer. */
const leaveTo = (url: string) => browserNavigation.assign(url);

export interface RedirectScreenProps {
  kind: RedirectKind;
  host: string;
  /** Navigation, replaceable in tests. */
  navigate?: (url: string) => void;
}

/**
 * One of the three redirect screens (docs/product.md): a heading, a spinner, and after
 * REDIRECT_DELAY_MS (1000 ms) the external host, with the current route's query string. The
 * timer starts once per screen: re-renders (e.g. the session loading) do not restart it.
 */
function RedirectContent({ kind, host, navigate = leaveTo }: RedirectScreenProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const url = redirectTarget(kind, host, pathname, search);
  // The latest values, read when the timer fires; changing them does not restart it.
  const latest = useRef({ navigate, url });
  useEffect(() => {
    latest.current = { navigate, url };
  });
  useEffect(() => {
    const timer = setTimeout(() => latest.current.navigate(latest.current.url), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <StyledCentered as="main">
      <h1>
        <FormattedMessage id={HEADINGS[kind]} />
      </h1>
      <MutedText>
        <FormattedMessage id="shell.redirect.lead" />
      </MutedText>
      <Spinner label={intl.formatMessage({ id: 'shell.redirect.status' })} />
    </StyledCentered>
  );
}

/** {@link RedirectContent} in the shell's messages (also where no store is above, as in its tests). */
export function RedirectScreen(props: RedirectScreenProps) {
  return (
    <CatalogMessages catalog={shellMessages}>
      <RedirectContent {...props} />
    </CatalogMessages>
  );
}
