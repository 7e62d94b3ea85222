import { SOCIAL_MORAL_BANKS_HI, type WrittenBankHi } from '../../content/hi/games-social-moral.hi';
import { FAIR_PLAY, HONESTY, KINDNESS } from './banks/moral';
import { CALM_DOWN, FRIENDSHIP } from './banks/social-emotional';
import type { WrittenItem } from './written-quiz';

/** A written bank, by its game's slug, with its Hindi (content/hi/games-social-moral.hi.ts). */
export type BankWithHindi = readonly [slug: string, english: readonly WrittenItem[], hindi: WrittenBankHi];

/** The social and moral written banks of the older children's games, each with its Hindi. */
export const SOCIAL_MORAL_BANKS: readonly BankWithHindi[] = [
  ['friendship-choices', FRIENDSHIP, SOCIAL_MORAL_BANKS_HI['friendship-choices']],
  ['calm-down-toolkit', CALM_DOWN, SOCIAL_MORAL_BANKS_HI['calm-down-toolkit']],
  ['kindness-quest', KINDNESS, SOCIAL_MORAL_BANKS_HI['kindness-quest']],
  ['fair-play-arena', FAIR_PLAY, SOCIAL_MORAL_BANKS_HI['fair-play-arena']],
  ['honesty-trail', HONESTY, SOCIAL_MORAL_BANKS_HI['honesty-trail']],
];

/**
 * Every text of the banks (question, every answer, explanation, hint) paired with its Hindi by
 * its place in the item: `texts` by the English, and `problems`, each a reason a text could not
 * be paired (an item without Hindi, a Hindi item without an English one, a different number of
 * wrong answers, one English text given two different Hindi texts). The specs require no
 * problems; at run time a text that could not be paired stays English.
 */
export function pairBanks(banks: readonly BankWithHindi[]): { texts: Record<string, string>; problems: string[] } {
  const texts: Record<string, string> = {};
  const problems: string[] = [];
  const pair = (english: string, hindi: string) => {
    if (texts[english] === undefined) texts[english] = hindi;
    else if (texts[english] !== hindi) problems.push(`"${english}": "${texts[english]}" or "${hindi}"`);
  };
  for (const [slug, english, hindi] of banks) {
    const asked = new Set(english.map((item) => item.q));
    for (const question of Object.keys(hindi)) if (!asked.has(question)) problems.push(`${slug}: no English item "${question}"`);
    for (const item of english) {
      const translated = hindi[item.q];
      const wrong = item.w ?? [];
      if (!translated) problems.push(`${slug}: no Hindi for "${item.q}"`);
      else if (translated[2].length !== wrong.length) problems.push(`${slug}: ${translated[2].length} wrong answers for ${wrong.length} in "${item.q}"`);
      else {
        const [question, answer, wrongHi, explanation, hint] = translated;
        pair(item.q, question);
        pair(item.a, answer);
        wrong.forEach((text, index) => pair(text, wrongHi[index]));
        pair(item.e, explanation);
        pair(item.h, hint);
      }
    }
  }
  return { texts, problems };
}

/** Every text of the social and moral written games in Hindi, by its English. */
export const SOCIAL_MORAL_HI: Readonly<Record<string, string>> = pairBanks(SOCIAL_MORAL_BANKS).texts;
