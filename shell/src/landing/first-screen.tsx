import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_STYLE_ID } from '@flourishly/contracts/first-screen';

/**
 * Removes the landing page's prerendered first screen and its style, which the server sends with
 * `/` to a signed-out visitor (docs/architecture.md, "Landing first screen"); nothing when the
 * page has none.
 */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
}

/** Whether the page still shows a prerendered first screen. */
export function hasFirstScreen(): boolean {
  return document.getElementById(FIRST_SCREEN_ELEMENT_ID) !== null;
}

/**
 * Rendered with what takes the first screen's place (the landing page, or the panel that says it
 * failed to load): removes the first screen in the same commit, before the browser paints, so the
 * page neither blinks nor shifts.
 */
export function ReplacesFirstScreen() {
  useLayoutEffect(removeFirstScreen, []);
  return null;
}
