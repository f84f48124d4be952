import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setApiTransport, type ApiRequest } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import ScreenRuntime from '../ScreenRuntime.tsx';
import { CompanyIdProvider } from '../runtime/company.ts';
import { JsdomStyles } from './jsdomStyles.tsx';

/**
 * Renders a definition with a router at `url`, company 1 and API answers from `answer` (no network).
 * With `routePath` (e.g. '/rastreio/:hash') the screen sits in that route, so '{route.x}' has values.
 */
export function renderScreen(definition: ScreenDefinition, answer: (req: ApiRequest) => unknown, url = '/', routePath?: string) {
  const requests: ApiRequest[] = [];
  setApiTransport(async (req) => {
    requests.push(req);
    return answer(req);
  });
  const view = render(
    <JsdomStyles>
      <MemoryRouter initialEntries={[url]}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <CompanyIdProvider value={1}>
            {routePath ? (
              <Routes>
                <Route path={routePath} element={<ScreenRuntime definition={definition} file="screens/test.ts" />} />
              </Routes>
            ) : (
              <ScreenRuntime definition={definition} file="screens/test.ts" />
            )}
          </CompanyIdProvider>
        </SWRConfig>
      </MemoryRouter>
    </JsdomStyles>,
  );
  return { ...view, requests };
}
