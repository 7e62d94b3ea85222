/**
 * Sign-in and sign-up on the app host (APP_HOST; '' = this origin): docs/product.md, "A public
 * landing page leads to sign-in and sign-up on a separate application host".
 */
export function authLinks(appHost: string) {
  const host = appHost.replace(/\/+$/, '');
  return { signIn: `${host}/signin`, signUp: `${host}/signup` };
}

/** The page's anchors (docs/product.md), in the order of the header's links. */
export const SECTION_LINKS = [
  { id: 'features', messageId: 'landing.section.features' },
  { id: 'for-parents', messageId: 'landing.section.forParents' },
  { id: 'for-teachers', messageId: 'landing.section.forTeachers' },
  { id: 'how-it-works', messageId: 'landing.section.howItWorks' },
  { id: 'pricing', messageId: 'landing.section.pricing' },
  { id: 'footer', messageId: 'landing.section.contact' },
] as const;

export type SectionId = (typeof SECTION_LINKS)[number]['id'];
