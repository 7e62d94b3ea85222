import { GAME_SESSION_MAX_SECONDS } from '@flourishly/contracts';

/**
 * A session's time as the server measured it (docs/architecture.md, "Daily game limit"): whole
 * seconds from its start (the server's clock when it was created) to its completion, at most
 * GAME_SESSION_MAX_SECONDS. Whatever `duration` the client sends is ignored.
 */
export function measuredSeconds(startedAt: Date, completedAt: Date): number {
  const seconds = Math.floor((completedAt.getTime() - startedAt.getTime()) / 1000);
  return Math.min(Math.max(seconds, 0), GAME_SESSION_MAX_SECONDS);
}

/**
 * Whether a result came faster than a child can play it: fewer than `minSecondsPerAnswer` seconds
 * of the server's clock per correct answer (8/8 in 0 s). Wrong answers need no time: a result
 * without correct answers is never too fast.
 */
export function isTooFast(startedAt: Date, completedAt: Date, correctAnswers: number, minSecondsPerAnswer: number): boolean {
  return completedAt.getTime() - startedAt.getTime() < correctAnswers * minSecondsPerAnswer * 1000;
}
