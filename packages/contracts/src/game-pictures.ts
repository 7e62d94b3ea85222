// No zod here: the game page draws pictures before it validates anything (games.ts holds the schema).

/**
 * The pictures games for pre-readers (ages 2-5) show instead of words (docs/product.md, "Games").
 * A picture is named `<kind>:<name>`; the games remote draws each one as an SVG with alt text.
 */
export const PICTURE_FEELINGS = [
  'happy',
  'sad',
  'angry',
  'scared',
  'surprised',
  'tired',
  'proud',
  'worried',
  'excited',
  'calm',
  'silly',
  'bored',
  'shy',
  'loved',
  'lonely',
  'hungry',
] as const;
export const PICTURE_BODY_PARTS = ['eyes', 'ears', 'nose', 'mouth', 'hands', 'feet', 'teeth', 'legs', 'tongue', 'brain', 'heart'] as const;
export const PICTURE_COLOURS = ['red', 'yellow', 'blue', 'green', 'orange', 'white', 'pink', 'brown', 'black', 'purple', 'grey'] as const;
/** Shapes and everyday things: counted, put in patterns, named in the shapes game. */
export const PICTURE_OBJECTS = [
  'circle',
  'square',
  'triangle',
  'rectangle',
  'oval',
  'diamond',
  'star',
  'heart',
  'moon',
  'sun',
  'cloud',
  'leaf',
  'fish',
  'ball',
  'block',
  'flower',
] as const;

/** The two answers of a "Is that kind?" question: a heart (kind) and a cross (unkind). */
export const PICTURE_CHOICES = ['kind', 'unkind'] as const;

export type PictureFeeling = (typeof PICTURE_FEELINGS)[number];
export type PictureBodyPart = (typeof PICTURE_BODY_PARTS)[number];
export type PictureColour = (typeof PICTURE_COLOURS)[number];
export type PictureObject = (typeof PICTURE_OBJECTS)[number];
export type PictureChoice = (typeof PICTURE_CHOICES)[number];

/** The empty slot of a pattern ("what is missing?" / "what comes next?"). */
export const PICTURE_GAP = 'gap';

export const GAME_PICTURES = [
  ...PICTURE_FEELINGS.map((name) => `feeling:${name}` as const),
  ...PICTURE_BODY_PARTS.map((name) => `body:${name}` as const),
  ...PICTURE_COLOURS.map((name) => `colour:${name}` as const),
  ...PICTURE_OBJECTS.map((name) => `object:${name}` as const),
  ...PICTURE_CHOICES.map((name) => `choice:${name}` as const),
  PICTURE_GAP,
] as const;
/** A picture name such as `feeling:happy`, `colour:red`, `object:star` or `gap`. */
export type GamePicture = (typeof GAME_PICTURES)[number];

/** Most pictures a question shows (the longest count and the longest pattern fit). */
export const MAX_QUESTION_PICTURES = 20;

export type PictureKind = 'feeling' | 'body' | 'colour' | 'object' | 'choice';

/** The picture of a word of a kind (`pictureOfWord('object', 'star')` is `object:star`), or undefined when it has none. */
export function pictureOfWord(kind: PictureKind, word: string): GamePicture | undefined {
  const name = `${kind}:${word}`;
  return (GAME_PICTURES as readonly string[]).includes(name) ? (name as GamePicture) : undefined;
}
