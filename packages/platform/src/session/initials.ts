/** Display name used when no user is present (docs/product.md). */
export const FALLBACK_DISPLAY_NAME = 'Guest';

/**
 * Avatar initials (docs/product.md): the first letters of the first two words of `fullName`,
 * upper case, at most 2; the fallback display name's initials when the name is empty.
 */
export function getInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const source = words.length > 0 ? words : [FALLBACK_DISPLAY_NAME];
  return source
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
