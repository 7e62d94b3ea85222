import { useEffect } from 'react';
import styled from 'styled-components';
import { REDIRECT_DELAY_MS } from '@flourishly/contracts';
import { MutedText, PageContainer, Spinner } from '@flourishly/platform';

export type RedirectKind = 'portal' | 'login' | 'registration';

const HEADINGS: Record<RedirectKind, string> = {
  portal: 'Redirecting to Flourishly',
  login: 'Redirecting to Login',
  registration: 'Redirecting to Registration',
};

/**
 * Where a redirect screen sends the visitor (spec section 2): the portal screen picks /signin
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

export interface RedirectScreenProps {
  kind: RedirectKind;
  host: string;
  /** Navigation, replaceable in tests. */
  navigate?: (url: string) => void;
}

/** One of the three redirect screens: a heading, a spinner, and after 1 s the external host. */
export function RedirectScreen({ kind, host, navigate = (url) => window.location.assign(url) }: RedirectScreenProps) {
  useEffect(() => {
    const url = redirectTarget(kind, host, window.location.pathname, window.location.search);
    const timer = setTimeout(() => navigate(url), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [kind, host, navigate]);
  return (
    <StyledCentered as="main">
      <h1>{HEADINGS[kind]}</h1>
      <MutedText>You're being redirected to our secure authentication portal.</MutedText>
      <Spinner label="Redirecting" />
    </StyledCentered>
  );
}
