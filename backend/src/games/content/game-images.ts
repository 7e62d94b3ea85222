import type { GameDomain } from '@flourishly/contracts';
import escapeHtml from 'escape-html';
import type { GameDefinition } from './content-types';

/** Background and accent of each domain's images (accents are the theme's domain colours). */
const DOMAIN_PALETTE: Record<GameDomain, { background: string; accent: string }> = {
  cognitive: { background: '#e3eafb', accent: '#3559b7' },
  physical: { background: '#e2f3e8', accent: '#1e7a3c' },
  'social-emotional': { background: '#f9e3ee', accent: '#b0306a' },
  language: { background: '#f7eedb', accent: '#8a5a00' },
  moral: { background: '#ece4f8', accent: '#6a3fb5' },
  creative: { background: '#fbe9df', accent: '#b4541c' },
};

/** The picture of each game: a short glyph drawn in the domain's accent colour. */
const GLYPHS: Record<string, string> = {
  'counting-garden': '1 2 3',
  'pattern-parade': '★ ☾ ★',
  'bigger-or-smaller': '7 > 3',
  'odd-one-out': '● ● ▲',
  'addition-adventure': '2 + 3',
  'subtraction-safari': '9 − 4',
  'number-detective': '2 4 6 ?',
  'clock-quest': '3:15',
  'coin-counter': '₹5 + ₹2',
  'times-table-trek': '3 × 4',
  'sharing-sweets': '12 ÷ 3',
  'fraction-feast': '½ ¼',
  'first-sounds': 'A b c',
  'opposite-island': 'up ↕ down',
  'rhyme-time': 'cat · hat',
  'missing-letter': 'c _ t',
  'spelling-bee': 'A-B-C',
  'word-explorer': 'Aa?',
  'feelings-friends': '☺ ☹',
  'friendship-choices': '♥ + ♥',
  'calm-down-toolkit': '~ ~ ~',
  'kindness-quest': '♥',
  'fair-play-arena': '= =',
  'honesty-trail': '✓',
  'my-amazing-body': '☺ ♥',
  'healthy-habits': '☀ ✓',
  'sports-smarts': '1st',
  'colour-mixer': '● + ●',
  'shape-studio': '■ ▲ ●',
  'music-makers': '♪ ♫',
  'story-builder': '“…”',
  'feeling-faces': '☺ ☹ ☺',
  'feelings-scale': '▁ ▃ ▇',
  'kind-choices': '♥ ✓',
  'first-words': 'ball · ●',
  'fair-or-not': '½ ½',
  'body-parts-finder': '◉ ◉',
  'healthy-plate': '◐ ◑',
  'colour-hunt': '● ● ●',
};

/**
 * The game's own SVG image (320 × 180): domain colours, decorative circles and the game's glyph.
 * Served at /api/game-images/{slug}.svg; the title is the accessible name.
 */
export function renderGameImage(game: Pick<GameDefinition, 'slug' | 'title' | 'domain'>): string {
  const { background, accent } = DOMAIN_PALETTE[game.domain];
  const glyph = escapeHtml(GLYPHS[game.slug] ?? game.title.slice(0, 2));
  const title = escapeHtml(game.title);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img">',
    `<title>${title}</title>`,
    `<rect width="320" height="180" rx="16" fill="${background}"/>`,
    `<circle cx="40" cy="36" r="52" fill="${accent}" opacity="0.12"/>`,
    `<circle cx="292" cy="160" r="64" fill="${accent}" opacity="0.12"/>`,
    `<circle cx="270" cy="34" r="12" fill="${accent}" opacity="0.35"/>`,
    `<text x="160" y="104" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="700" fill="${accent}">${glyph}</text>`,
    '</svg>',
  ].join('');
}

/** Public URL of a game's image. */
export const gameImageUrl = (slug: string) => `/api/game-images/${slug}.svg`;
