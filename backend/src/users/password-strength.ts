import { BadRequestException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@flourishly/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score (0-4) a new password needs: 3 = "safely unguessable", at least 10^8 guesses.
 * Score 2 let a season and a year (`Summer2026!`, 10^7 guesses) through.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The product's own name: the first word an attacker tries with it. */
const PRODUCT_WORDS = ['flourishly'];

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
 * Words an attacker knows about a person, as zxcvbn user inputs: each word of the name and of the
 * email's local part (3 letters or more), the name and the local part run together
 * (`janedoe` for Jane Doe, jane.doe@...), the email's domain name, and the product's name.
 */
export function personalWords(userInputs: string[]): string[] {
  const words = new Set(PRODUCT_WORDS);
  for (const input of userInputs) {
    const lower = input.toLowerCase().trim();
    const [local, domain] = lower.includes('@')
      ? [lower.slice(0, lower.lastIndexOf('@')), lower.slice(lower.lastIndexOf('@') + 1)]
      : [lower, ''];
    const parts = local.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (const part of [...parts, parts.join(''), domain.split('.')[0] ?? '']) if (part.length > 2) words.add(part);
  }
  return [...words];
}

/**
 * Why `password` is too easy to guess, or null when zxcvbn scores it at least
 * {@link MIN_PASSWORD_SCORE} with the person's own words ({@link personalWords} of `userInputs`:
 * name, email) counted as known: AUTH_MESSAGES.passwordTooGuessable, the one message the
 * registration, password change and reset share.
 */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  const result = estimator().check(password, personalWords(userInputs));
  return result.score >= MIN_PASSWORD_SCORE ? null : AUTH_MESSAGES.passwordTooGuessable;
}

/** Throws 400 with {@link passwordWeakness}'s message for a weak password. */
export function assertStrongPassword(password: string, userInputs: string[] = []): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) throw new BadRequestException(weakness);
}
