import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { PORTAL_ANTD_THEME } from '../../src/theme/antdTheme.ts';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setApiTransport } from '../../src/api/client.ts';
import { useSession } from '../../src/session/store.ts';
import { forgetSubtitles } from '../../src/app/subtitleText.ts';
import { exampleValues, writeFilters } from '../../src/engine/filters/values.ts';
import { todayIso } from '../../src/engine/calls/templates.ts';
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { createFixtureTransport, fixtureFor, type TransportMode } from './fixtureTransport.ts';
import type { ScreenFixture } from './fixtureKey.ts';
import { writeCompare } from '../../src/engine/calls/compare/mode.ts';
import type { CompareShift } from '../../src/engine/calls/compare/shift.ts';

dayjs.locale('pt-br');

/** What a generated story tells the environment (story `parameters.mirante`). */
export interface MiranteParameters {
  /** Screen code: selects .storybook/fixtures/<code>.json. */
  code: string;
  /** The screen's route (may hold ':params'); the story renders inside it, like in the portal. */
  route: string;
  /** Access code of the screen, released in the demo session's permissions. */
  accessCode: number | null;
  /** How the API answers: captured fixtures (default), 500 on every call, or never. */
  mode?: TransportMode;
  /** Answers of an engine example (src/engine/engineExample.ts), used instead of a captured fixture. */
  fixture?: ScreenFixture;
  /** The comparison in the story's URL ('Comparando com o período anterior'). */
  compare?: CompareShift;
}

/** The demo company when a screen has no fixture yet (the same as ana@mirante.demo's). */
const DEMO_COMPANY = { id: 1, id_empresa_cliente: 1, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 };

let preparedFor: string | null = null;

/**
 * Puts the portal's globals in the state a story needs: the API transport answering from the
 * screen's fixture, and a signed-in session (Ana Souza) with the fixture's company selected.
 * It runs while rendering (before any effect, so before the first request) and only once per story.
 */
export function prepareStory(storyId: string, p: MiranteParameters): void {
  const mode = p.mode ?? 'fixtures';
  const signature = `${storyId}|${mode}`;
  if (preparedFor === signature) return;
  preparedFor = signature;
  const fixture = p.fixture ?? fixtureFor(p.code);
  setApiTransport(createFixtureTransport(p.code, fixture, mode));
  forgetSubtitles();
  const company = fixture?.company ?? DEMO_COMPANY;
  useSession.setState({
    token: 'storybook',
    user: { nome: 'Ana Souza', email: 'ana@mirante.demo' },
    company,
    companies: [company],
    pickerOpen: false,
    permissions: { status: 'ok', empresaId: company.id, liberar: p.accessCode ? [p.accessCode] : [], ocultar: [] },
  });
}

/** Forgets what prepareStory did (tests call it between stories). */
export function resetStoryEnvironment(): void {
  preparedFor = null;
  setApiTransport(null);
}

/** The business date of a story: the fixture's (the date its data was captured for), else today. */
export function storyToday(code: string): string {
  return fixtureFor(code)?.today ?? todayIso();
}

/**
 * The URL a story opens: the route (':param' segments get a placeholder) with the default filter
 * values (and the fields' `example`s) of the story's date in the query string — as after 'Filtrar', so screens that load on
 * submit show their data, and the requests carry the same dates the fixtures were captured with.
 */
export function storyUrl(route: string, definition: ScreenDefinition | undefined, today: string, compare?: CompareShift): string {
  const path = route.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => `exemplo-${name}`);
  const fields = definition?.filters?.fields ?? [];
  const filters = fields.length ? writeFilters(fields, exampleValues(fields, today), new URLSearchParams()) : new URLSearchParams();
  const query = writeCompare(filters, compare ?? null).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The portal around a screen: antd pt-BR, a router at the screen's route (filters live in its
 * query string), and a fresh SWR cache so one story's answers never leak into the next.
 */
export function StoryEnvironment({ storyId, parameters, definition, children }: { storyId: string; parameters: MiranteParameters; definition?: ScreenDefinition; children: ReactNode }) {
  prepareStory(storyId, parameters);
  return (
    <ConfigProvider locale={ptBR} theme={PORTAL_ANTD_THEME}>
      {/* keyed by the story: its notices (1369's error notification, a message) go with it */}
      <AntApp key={storyId}>
        <SWRConfig key={storyId} value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
          <MemoryRouter initialEntries={[storyUrl(parameters.route, definition, parameters.fixture?.today ?? storyToday(parameters.code), parameters.compare)]}>
            <Routes>
              <Route path={parameters.route} element={<div style={{ padding: 16 }}>{children}</div>} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </AntApp>
    </ConfigProvider>
  );
}
