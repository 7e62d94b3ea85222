import { BadRequestException } from '@nestjs/common';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/** zxcvbn's score (0-4) a new password needs: 2 = "somewhat guessable", ~10^8 guesses. */
export const MIN_PASSWORD_SCORE = 2;

let factory: ZxcvbnFactory | null = null;

/** zxcvbn-ts with its common and English dictionaries (loaded on first use). */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

/**
 * Why `password` is too easy to guess (common, a keyboard run, close to the person's own name
 * or email, ...), or null when zxcvbn scores it at least {@link MIN_PASSWORD_SCORE}.
 * `userInputs` are words an attacker knows about the person (name, email).
 */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  const result = estimator().check(
    password,
    userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length > 2),
  );
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = result.feedback.warning ? ` (${result.feedback.warning.replace(/\.$/, '').toLowerCase()})` : '';
  return `This password is too easy to guess${reason}. Try a few unrelated words or a longer mix of characters.`;
}

/** Throws 400 with {@link passwordWeakness}'s message for a weak password. */
export function assertStrongPassword(password: string, userInputs: string[] = []): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) throw new BadRequestException(weakness);
}
