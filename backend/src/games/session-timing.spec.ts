import { GAME_SESSION_MAX_SECONDS } from '@flourishly/contracts';
import { isTooFast, measuredSeconds } from './session-timing';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, 0) + seconds * 1000);

describe('measuredSeconds', () => {
  it('is the whole seconds between start and completion', () => {
    expect(measuredSeconds(at(0), at(90.9))).toBe(90);
    expect(measuredSeconds(at(0), at(0))).toBe(0);
  });

  it('is never negative and never more than a session counts for', () => {
    expect(measuredSeconds(at(10), at(0))).toBe(0);
    expect(measuredSeconds(at(0), at(3 * 3600))).toBe(GAME_SESSION_MAX_SECONDS);
  });
});

describe('isTooFast', () => {
  it('refuses correct answers faster than the least time each takes', () => {
    expect(isTooFast(at(0), at(0), 8, 1)).toBe(true);
    expect(isTooFast(at(0), at(7.9), 8, 1)).toBe(true);
    expect(isTooFast(at(0), at(8), 8, 1)).toBe(false);
  });

  it('never refuses a result without correct answers, nor any result when the least time is 0', () => {
    expect(isTooFast(at(0), at(0), 0, 1)).toBe(false);
    expect(isTooFast(at(0), at(0), 8, 0)).toBe(false);
  });
});
