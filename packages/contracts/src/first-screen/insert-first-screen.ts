// Markup, not text: kept out of the spelling check's sources (scripts/spell.mjs).
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_STYLE_ID, type FirstScreen } from '../first-screen';

/**
 * `html` (a served index.html) with `screen` in it: its CSS in a `<style id="first-screen-style">`
 * at the end of the head, its markup in an element `#first-screen` (with `attributes`) just
 * before the shell's `#root`. `</style` in the CSS is escaped so it cannot end the element early. The HTML
 * as it is when it has no head or no `#root`. Used by the server (the landing page's first screen)
 * and by the service worker (a returning parent's last view of a page).
 */
export function insertFirstScreen(html: string, screen: FirstScreen, attributes = ''): string {
  const root = /<div id="?root"?>/.exec(html);
  if (!root || !html.includes('</head>')) return html;
  const style = `<style id="${FIRST_SCREEN_STYLE_ID}">${screen.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const extra = attributes ? ` ${attributes}` : '';
  const withMarkup = `${html.slice(0, root.index)}<div id="${FIRST_SCREEN_ELEMENT_ID}"${extra}>${screen.html}</div>${html.slice(root.index)}`;
  return withMarkup.replace('</head>', `${style}</head>`);
}
