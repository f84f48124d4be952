import { ApiError, errorMessages } from '../../src/api/ApiError.ts';
import type { ApiTransport } from '../../src/api/client.ts';
import { fixtureKey, keyShape, keyWithoutQuery, type ScreenFixture } from './fixtureKey.ts';

/** What a story's transport does: answer from the fixture, fail every call with 500, or never answer. */
export type TransportMode = 'fixtures' | 'error' | 'loading';

/** The message of the 500 the 'Erro do servidor' stories answer (the engine shows its own banner for any 5xx). */
export const SERVER_ERROR_MESSAGE = 'Erro simulado pelo Storybook (HTTP 500).';

/** Every captured fixture, by screen code (file name `.storybook/fixtures/<code>.json`). */
const fixtureFiles = import.meta.glob<ScreenFixture>('../fixtures/*.json', { eager: true, import: 'default' });


export function fixtureFor(code: string): ScreenFixture | null {
  return fixtureFiles[`../fixtures/${code}.json`] ?? null;
}

/**
 * A transport for src/api/client.ts setApiTransport that answers from a captured fixture.
 * Lookup: the exact `METHOD /path?sorted=query` key; if absent, the first recorded answer for the
 * same `METHOD /path` (so a screen whose dates were computed from a different "today" still finds
 * its data). A request with no fixture at all fails with a 404 ApiError naming the missing key,
 * so the gap is visible on the screen instead of an endless spinner.
 */
export function createFixtureTransport(code: string, fixture: ScreenFixture | null, mode: TransportMode = 'fixtures'): ApiTransport {
  const requests = fixture?.requests ?? {};
  return async (req) => {
    if (mode === 'loading') return new Promise<never>(() => {});
    if (mode === 'error') {
      const body = { errors: [{ message: SERVER_ERROR_MESSAGE }] };
      throw new ApiError(500, errorMessages(body), body);
    }
    const key = fixtureKey(req.method, req.path, req.params);
    let answer = requests[key];
    if (!answer) {
      const bare = keyWithoutQuery(key);
      const near = Object.keys(requests).find((k) => keyWithoutQuery(k) === bare);
      if (near) answer = requests[near];
    }
    if (!answer) {
      // Another row's document (a click action): the captured answer of the same path shape.
      const shape = keyShape(key);
      const alike = Object.keys(requests).find((k) => keyShape(k) === shape);
      if (alike) answer = requests[alike];
    }
    if (!answer) {
      const message = `Sem fixture para ${key} em .storybook/fixtures/${code}.json (rode npm run fixtures).`;
      const body = { errors: [{ message }] };
      throw new ApiError(404, [message], body);
    }
    // A copy: screens may mutate what they receive; the fixture must stay as captured.
    const body = structuredClone(answer.body);
    if (answer.status >= 400) throw new ApiError(answer.status, errorMessages(body), body);
    return body;
  };
}
