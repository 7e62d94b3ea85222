import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { InquiryTopic } from '@flourishly/contracts/marketing';
import { CatalogMessages } from '@flourishly/platform/device-locale';
import { SiteFooter } from '../features/footer/SiteFooter';
import { ILLUSTRATIONS } from '../features/illustrations/illustrations';
import { Pricing } from '../features/pricing/Pricing';
import { Audience, FOR_PARENTS, FOR_TEACHERS } from '../features/sections/Audience';
import { ClosingCta } from '../features/sections/ClosingCta';
import { HowItWorks } from '../features/sections/HowItWorks';
import { Testimonials } from '../features/sections/Testimonials';
import { WhySection } from '../features/sections/WhySection';
import { FeatureShowcase } from '../features/showcase/FeatureShowcase';
import { belowFoldMessages } from './messages';

export interface LandingBelowFoldProps {
  signUpHref: string;
  onContactSales: (topic: InquiryTopic) => void;
}

/**
 * The sections below the first screen (features tabs with Radix, how it works, why, parents,
 * teachers, testimonials, pricing, closing call). With {@link LandingFooter} it is loaded right
 * after the first render as a chunk of its own, so the first screen does not wait for it, and
 * its sections are added one per task.
 * Like exposes/, this folder is where features meet.
 */
export function LandingBelowFold({ signUpHref, onContactSales }: LandingBelowFoldProps) {
  const sections: ReactNode[] = [
    <FeatureShowcase key="features" />,
    <HowItWorks key="how" />,
    <WhySection key="why" />,
    <Audience key="parents" id="for-parents" {...FOR_PARENTS} illustration={ILLUSTRATIONS.parentsHome} />,
    <Audience key="teachers" id="for-teachers" {...FOR_TEACHERS} illustration={ILLUSTRATIONS.teachersClass} reverse />,
    <Testimonials key="testimonials" />,
    <Pricing key="pricing" signUpHref={signUpHref} onContactSales={onContactSales} />,
    <ClosingCta key="cta" signUpHref={signUpHref} onContactSales={() => onContactSales('general-inquiry')} />,
  ];
  // One section per commit, each in its own task: no long main-thread task on a slow phone.
  const [shown, setShown] = useState(1);
  const complete = shown >= sections.length;
  useEffect(() => {
    if (complete) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, complete]);
  // Once every section exists, a page opened on an anchor (e.g. `/#pricing`) scrolls to it.
  useEffect(() => {
    if (!complete) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [complete]);
  return <CatalogMessages catalog={belowFoldMessages}>{sections.slice(0, shown)}</CatalogMessages>;
}

/** The page footer (#footer), in the same chunk as the sections above it. */
export function LandingFooter({ onContactSales }: Pick<LandingBelowFoldProps, 'onContactSales'>) {
  return (
    <CatalogMessages catalog={belowFoldMessages}>
      <SiteFooter onContactSales={() => onContactSales('general-inquiry')} />
    </CatalogMessages>
  );
}
