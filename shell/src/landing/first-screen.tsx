import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_STYLE_ID, LAST_VIEW_ATTRIBUTE } from '@flourishly/contracts/first-screen';

/**
 * Removes the landing page's prerendered first screen and its style, which the server sends with
 * `/` to a signed-out visitor (docs/architecture.md, "Landing first screen"); nothing when the
 * page has none. A visitor who had focused something in it (a link, by keyboard) finds the focus
 * on the same element of what replaced it: the element just after it (the shell's `#root`),
 * whose markup has the same shape.
 */
export function removeFirstScreen(): void {
  const firstScreen = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
  if (!firstScreen) return;
  const focused = document.activeElement;
  const path = focused && firstScreen.contains(focused) ? childIndexPath(firstScreen, focused) : null;
  const replacement = firstScreen.nextElementSibling;
  firstScreen.remove();
  const counterpart = path && replacement ? elementAt(replacement, path) : null;
  if (counterpart instanceof HTMLElement) counterpart.focus({ preventScroll: true });
}

/** The child indexes that lead from `ancestor` down to `element`. */
function childIndexPath(ancestor: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== ancestor && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

/** The element `path` leads to from `ancestor`, or null where the shape differs. */
function elementAt(ancestor: Element, path: number[]): Element | null {
  let node: Element | null = ancestor;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/**
 * Whether the page opened with a returning parent's last view of it (which the service worker put
 * before `#root`; shell/src/offline/last-view.ts), rather than with the landing page's first screen or none.
 */
export function hasLastView(): boolean {
  return document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.hasAttribute(LAST_VIEW_ATTRIBUTE) ?? false;
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
