import type { Game as GameResponse, Locale } from '@flourishly/contracts';
import {
  GAME_SENTENCE_RULES_HI,
  GAME_SENTENCES_HI,
  GAMES_HI,
  OBJECTS_HI,
  PICTURE_WORDS_HI,
  recommendationReasonHi,
} from '../../content/hi/games.hi';
import { COLOUR_MIXER_HI } from '../../content/hi/games-colours.hi';
import { FAIR_CHOICES_HI, FAIR_HINT_HI } from '../../content/hi/games-fair.hi';
import { FEELINGS_FRIENDS_HI } from '../../content/hi/games-feelings.hi';
import { ODD_ONE_OUT_HI } from '../../content/hi/games-odd-one-out.hi';
import { SHAPE_STUDIO_HI } from '../../content/hi/games-shapes.hi';
import { MY_AMAZING_BODY_HI } from '../../content/hi/games-body.hi';
import { HEALTHY_HABITS_HI } from '../../content/hi/games-habits.hi';
import { SPORTS_SMARTS_HI } from '../../content/hi/games-sports.hi';
import { HEALTHY_PLATE_HI, HEALTHY_PLATE_RULES_HI } from '../../content/hi/games-plate.hi';
import { MUSIC_MAKERS_ANSWERS_HI, MUSIC_MAKERS_HI } from '../../content/hi/games-music.hi';
import { STORY_BUILDER_HI } from '../../content/hi/games-stories.hi';
import { feelingsScaleHi } from '../../content/hi/games-feelings-scale.hi';
import { COLOUR_MIXER_THEORY_HI } from '../../content/hi/games-colours-theory.hi';
import { SHAPE_STUDIO_WORDS_HI } from '../../content/hi/games-shapes-words.hi';
import { ODD_ONE_OUT_WORDS_HI } from '../../content/hi/games-odd-one-out-words.hi';
import type { RecommendationWhy } from '../game-recommender';
import type { ContentQuestion } from './content-types';
import { FAIRNESS_DEFINITION } from './fairness';
import { SOCIAL_MORAL_HI } from './social-moral-hindi';

/**
 * A game in `locale`: its title and description by its slug (content/hi/games.hi.ts); slug,
 * domain, type and ages stay as they are. English for `en` and for a game the language lacks.
 */
export function gameIn(locale: Locale, game: GameResponse): GameResponse {
  const hindi = locale === 'hi' ? GAMES_HI[game.slug] : undefined;
  return hindi ? { ...game, ...hindi } : game;
}

/** A recommendation's reason in `locale` for the child named `name`; `english` for `en`. */
export function recommendationReasonIn(locale: Locale, why: RecommendationWhy, name: string, english: string): string {
  return locale === 'hi' ? recommendationReasonHi(why, name) : english;
}

/** Fair or Not's hint: the one definition of fairness and its question (generators/themes.ts). */
const FAIR_HINT_EN = `${FAIRNESS_DEFINITION} Would everyone be happy with this choice?`;

/**
 * One text of a game in Hindi: a fixed sentence by its English (the generated games', Feelings
 * Friends', the pre-reader levels of Colour Mixer, Shape Studio and Odd One Out, Fair or Not's
 * choices, the social and moral written games, the Feelings Scale, and every text of the written
 * health, sport, music, story, colour, shape and odd-one-out questions), a generated sentence by
 * its pattern (content/hi/games.hi.ts, games-plate.hi.ts), or a picture's word ("star", "happy",
 * "eyes", "red"); unchanged when it has no Latin letters (numbers, "₹17", "3:00"). Undefined when
 * the language has no text for it.
 */
export function hindiGameText(text: string): string | undefined {
  if (!/[A-Za-z]/.test(text)) return text;
  const sentence =
    GAME_SENTENCES_HI[text] ??
    FEELINGS_FRIENDS_HI[text] ??
    COLOUR_MIXER_HI[text] ??
    SHAPE_STUDIO_HI[text] ??
    ODD_ONE_OUT_HI[text] ??
    FAIR_CHOICES_HI[text] ??
    MY_AMAZING_BODY_HI[text] ??
    HEALTHY_HABITS_HI[text] ??
    SPORTS_SMARTS_HI[text] ??
    HEALTHY_PLATE_HI[text] ??
    MUSIC_MAKERS_HI[text] ??
    STORY_BUILDER_HI[text] ??
    SOCIAL_MORAL_HI[text] ??
    COLOUR_MIXER_THEORY_HI[text] ??
    SHAPE_STUDIO_WORDS_HI[text] ??
    ODD_ONE_OUT_WORDS_HI[text] ??
    feelingsScaleHi(text);
  if (sentence !== undefined) return sentence;
  if (text === FAIR_HINT_EN) return FAIR_HINT_HI;
  for (const rule of [...GAME_SENTENCE_RULES_HI, ...HEALTHY_PLATE_RULES_HI]) {
    const match = rule.english.exec(text);
    const hindi = match ? rule.hindi(match.slice(1)) : undefined;
    if (hindi !== undefined) return hindi;
  }
  return OBJECTS_HI[text]?.one ?? PICTURE_WORDS_HI[text];
}

/** The Hindi of an answer in one question, by the question's English, where a game needs its own. */
const ANSWERS_IN_QUESTION_HI: Readonly<Record<string, Readonly<Record<string, string>>>> = { ...MUSIC_MAKERS_ANSWERS_HI };

/**
 * A level's questions in `locale`: each question the language has in Hindi, with its answers,
 * explanation and hint in Hindi where it has them; a question it lacks stays English whole (the
 * word games keep their English words). Order, answer positions, pictures, keys and measures stay as they
 * are, so a seed gives the same level in every language.
 */
export function questionsIn(locale: Locale, questions: ContentQuestion[]): ContentQuestion[] {
  if (locale !== 'hi') return questions;
  const text = (english: string) => hindiGameText(english) ?? english;
  // An answer whose English means something else in another game has its own Hindi in its question.
  const answer = (asked: string, english: string) => ANSWERS_IN_QUESTION_HI[asked]?.[english] ?? text(english);
  return questions.map((question) => {
    // A question without Hindi stays English whole: Hindi answers to it would read oddly.
    const asked = hindiGameText(question.question);
    if (asked === undefined) return question;
    return {
      ...question,
      question: asked,
      answers: question.answers.map((english) => answer(question.question, english)),
      explanation: text(question.explanation),
      hint: text(question.hint),
    };
  });
}
