// The game content parser validates with zod/mini (docs/product.md: malformed content counts as
// none), so it is a chunk of its own, loaded once the game's title is drawn (useContentParser).
export { parseGameContent } from '@flourishly/contracts';
