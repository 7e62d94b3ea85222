/**
 * The one definition of fairness every game teaches (docs/product.md, "Games"): fair is not
 * always the same for everyone; it is the same rules and a real chance for all, with help for
 * anyone who needs it to take part.
 */
export const FAIRNESS_DEFINITION = 'Fair means everyone gets a real chance: the same rules for all, and help for anyone who needs it.';
