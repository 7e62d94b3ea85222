import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { InquiryTopic } from '@flourishly/contracts/marketing';
import { CatalogMessages } from '@flourishly/platform/device-locale';
import { useLoadWhenNear } from '@flourishly/platform/load-when-near';
import { authLinks } from '../common/links';
import { Hero } from '../features/hero/Hero';
import { Stats } from '../features/hero/Stats';
import { TrustedBy } from '../features/hero/TrustedBy';
import { preloadIllustrations } from '../features/illustrations/illustrations';
import { SiteHeader } from '../features/header/SiteHeader';
import { landingMessages } from '../messages';

// Below the first screen: one chunk, requested when the visitor heads there.
const belowFold = () => import('../composition/LandingBelowFold');
const LandingBelowFold = lazy(() => belowFold().then((module) => ({ default: module.LandingBelowFold })));
const LandingFooter = lazy(() => belowFold().then((module) => ({ default: module.LandingFooter })));

// The modal (Radix Dialog) loads when a visitor first asks for it, not with the page.
const ContactModal = lazy(() => import('../features/contact/ContactModal'));

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -4rem;
  z-index: 60;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

export interface LandingPageProps {
  /** The app host of sign-in and sign-up (APP_HOST); '' = this origin. */
  appHost?: string;
}

/**
 * The public landing page (docs/product.md), exposed as './LandingPage': sticky header with the
 * section anchors and a mobile menu, hero, trusted-by strip, stats, features tabs, how it
 * works, why, for parents, for teachers, testimonials, pricing, closing call to action,
 * footer, and the contact-sales modal. It speaks the language of the react-intl provider around
 * it (the shell's landing start follows this device's choice), else this device's.
 */
export function LandingPage({ appHost = '' }: LandingPageProps) {
  return (
    <CatalogMessages catalog={landingMessages}>
      <LandingContent appHost={appHost} />
    </CatalogMessages>
  );
}

function LandingContent({ appHost }: Required<LandingPageProps>) {
  const { signUp } = authLinks(appHost);
  const [contact, setContact] = useState<{ open: boolean; topic: InquiryTopic } | null>(null);
  const openContact = useCallback((topic: InquiryTopic) => setContact({ open: true, topic }), []);

  // The sections below the first screen load when the visitor heads there (or a tall screen
  // shows where they begin); their illustrations load with them, never with the first screen.
  const { sentinelRef, wanted: restWanted } = useLoadWhenNear<HTMLDivElement>();
  useEffect(() => {
    if (restWanted) void preloadIllustrations();
  }, [restWanted]);

  return (
    <div id="top">
      <StyledSkipLink href="#main">
        <FormattedMessage id="landing.skipToContent" />
      </StyledSkipLink>
      <SiteHeader appHost={appHost} />
      <main id="main">
        <Hero signUpHref={signUp} onBookDemo={() => openContact('general-inquiry')} />
        <TrustedBy />
        <Stats />
        <div ref={sentinelRef} />
        {restWanted ? (
          <Suspense fallback={null}>
            <LandingBelowFold signUpHref={signUp} onContactSales={openContact} />
          </Suspense>
        ) : null}
      </main>
      {restWanted ? (
        <Suspense fallback={null}>
          <LandingFooter onContactSales={openContact} />
        </Suspense>
      ) : null}
      {contact ? (
        <Suspense fallback={null}>
          <ContactModal
            key={contact.topic}
            open={contact.open}
            initialTopic={contact.topic}
            onOpenChange={(open) => setContact((current) => (current ? { ...current, open } : null))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export default LandingPage;
