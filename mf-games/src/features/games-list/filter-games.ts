import type { Game, GameDomain } from '@flourishly/contracts';

/**
 * The list's client-side filter (docs/product.md): a case-insensitive match of the search text
 * on title and description, and the chosen domain ('' = all domains).
 */
export function filterGames<T extends { game: Game }>(items: T[], search: string, domain: GameDomain | ''): T[] {
  const needle = search.trim().toLowerCase();
  return items.filter(({ game }) => {
    if (domain && game.domain !== domain) return false;
    if (!needle) return true;
    return game.title.toLowerCase().includes(needle) || game.description.toLowerCase().includes(needle);
  });
}
