// Game content generators take the backend's one seeded generator.
export { createRandom, deriveSeed, type Random } from '../../common/random';
