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
  { id: 'features', label: 'Features' },
  { id: 'for-parents', label: 'For Parents' },
  { id: 'for-teachers', label: 'For Teachers' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'footer', label: 'Contact' },
] as const;

export type SectionId = (typeof SECTION_LINKS)[number]['id'];
