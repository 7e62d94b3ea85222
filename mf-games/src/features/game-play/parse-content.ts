// The game content parser validates with zod/mini (docs/product.md: malformed content counts as
// none). It comes with the page's code but is evaluated only once the game's title is drawn
// (useContentParser's eager import).
export { parseGameContent } from '@flourishly/contracts';
