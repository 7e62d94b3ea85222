// The family the benches measure with (`npm run bench api` and `pages`), seeded through the API
// as a parent would: one definition, so both benches measure the same data.

/** yyyy-MM-dd of a date, in UTC. */
export const isoDate = (date) => date.toISOString().slice(0, 10);

/**
 * A JSON client of the API at `baseUrl` that keeps the cookies it is given, as a browser would:
 * `call(method, path, body)` resolves to the parsed body (undefined when empty) and throws on a
 * non-OK status; `cookie()` is the Cookie header of every kept cookie ("a=1; b=2", '' before
 * sign-in: the session cookie and the signed-in marker); `cookies()` lists them with their paths
 * (the session cookie's is /api, the marker's /).
 */
export function apiClient(baseUrl) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, { value }]) => `${name}=${value}`).join('; ');
  const call = async (method, path, body) => {
    const header = cookie();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(header ? { Cookie: header } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const path = attributes.map((attribute) => /^\s*path=(.*)$/i.exec(attribute)?.[1]).find(Boolean) ?? '/';
      if (value) jar.set(name, { value, path });
      else jar.delete(name);
    }
    return text ? JSON.parse(text) : undefined;
  };
  return { call, cookie, cookies: () => [...jar].map(([name, { value, path }]) => ({ name, value, path })) };
}

/**
 * Registers a parent (email `{emailPrefix}.{now}@example.com`), completes the profile and adds a
 * 7-year-old; asks for today's plan, which generates it. Returns the user, the child, today's
 * date and the plan.
 */
export async function seedParentWithChild(call, emailPrefix) {
  const user = await call('POST', '/api/register', {
    fullName: 'Maya Patel',
    email: `${emailPrefix}.${Date.now()}@example.com`,
    password: 'a-long-password',
  });
  await call('POST', `/api/users/${user.id}/profile`, {
    phoneNumber: '+44 20 7946 0000',
    address: '12 Garden Row, Leeds',
    schoolName: 'Riverside Primary',
    schoolUrl: 'https://riverside.example',
    grade: '2nd',
    selectedInterests: ['storytelling', 'science'],
  });
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 7);
  born.setUTCDate(born.getUTCDate() - 3);
  const child = await call('POST', '/api/child-profiles', {
    parentId: user.id,
    name: 'Leo',
    dateOfBirth: isoDate(born),
    gender: 'male',
    primaryDevelopmentalConcern: 'cognitive',
  });
  const date = isoDate(new Date());
  const plan = await call('GET', `/api/child-profiles/${child.id}/activity-assignments?date=${date}`);
  return { user, child, date, plan };
}

/** Gives child `childId` a submitted assessment (every milestone 'yes') and a completed game; returns the game's id. */
export async function seedAssessmentAndGame(call, childId) {
  const form = await call('GET', `/api/child-profiles/${childId}/milestone-checklist`);
  const answers = Object.fromEntries(form.checklist.items.map((item) => [item.key, 'yes']));
  await call('POST', `/api/child-profiles/${childId}/assessments`, { checklistKey: form.checklist.key, answers });
  const [recommended] = await call('GET', `/api/child-profiles/${childId}/game-recommendations`);
  const gameId = recommended.game.id;
  const session = await call('POST', '/api/game-sessions', {
    childId,
    gameId,
    difficultyLevel: 1,
    startedAt: new Date().toISOString(),
    duration: 0,
    score: 0,
  });
  await call('PATCH', `/api/game-sessions/${session.id}/complete`, { score: 60, correctAnswers: 6, totalQuestions: 8, feedback: '' });
  return gameId;
}
