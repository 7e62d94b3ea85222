import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_STYLE_ID, LAST_VIEW_ATTRIBUTE } from '@flourishly/contracts/first-screen';

/**
 * Removes the landing page's prerendered first screen and its style, which the server sends with
 * `/` to a signed-out visitor (docs/architecture.md, "Landing first screen"); nothing when the
 * page has none. A visitor who had focused something in it (a link, by keyboard) finds the focus
 * on the same element of what replaced it: the element just after it (the shell's `#root`),
 * whose markup has the same shape. With `passOnPress` (the live landing page has taken its place),
 * a button pressed there ({@link keepFirstScreenPresses}) is pressed again on the live page.
 */
export function removeFirstScreen(passOnPress = false): void {
  const firstScreen = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
  if (!firstScreen) return;
  const focused = document.activeElement;
  const path = focused && firstScreen.contains(focused) ? childIndexPath(firstScreen, focused) : null;
  const replacement = firstScreen.nextElementSibling;
  firstScreen.remove();
  const counterpart = path && replacement ? elementAt(replacement, path) : null;
  if (counterpart instanceof HTMLElement) counterpart.focus({ preventScroll: true });
  const pressed = passOnPress && pressedPath && replacement ? elementAt(replacement, pressedPath) : null;
  pressedPath = null;
  // After this commit's effects, so the live button's handlers run as for a press of its own.
  if (pressed instanceof HTMLButtonElement) queueMicrotask(() => pressed.click());
}

/** The child index path of the last button pressed in the prerendered first screen, if one was. */
let pressedPath: number[] | null = null;

/**
 * Remembers a press of a button in the prerendered first screen (the header's menu button: it
 * has no handler until the live page replaces it), for {@link removeFirstScreen} to pass on to
 * the same button of the live page. Links need nothing: they work without script.
 */
export function keepFirstScreenPresses(): void {
  const firstScreen = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  firstScreen?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && firstScreen.contains(button)) pressedPath = childIndexPath(firstScreen, button);
  });
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
 * page neither blinks nor shifts. `passOnPress`: it is the live landing page ({@link removeFirstScreen}).
 */
export function ReplacesFirstScreen({ passOnPress = false }: { passOnPress?: boolean }) {
  useLayoutEffect(() => removeFirstScreen(passOnPress), [passOnPress]);
  return null;
}
