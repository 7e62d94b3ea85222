/**
 * POSTs a JSON body to this origin's API and resolves with the response status; throws on a
 * network failure or a non-OK answer. Kept free of the platform's RTK Query slice on purpose:
 * the landing page must not load the app's store on its first render.
 */
export async function postJson(url: string, body: unknown): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return response.status;
}
