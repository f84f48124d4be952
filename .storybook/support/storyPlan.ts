import { screenHeadingText } from '../../src/app/screenTitle.ts';
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import type { TransportMode } from './fixtureTransport.ts';
import type { CompareShift } from '../../src/engine/calls/compare/shift.ts';

/** Display names of the folders of screens/ (the Storybook tree mirrors them). */
const AREA_NAMES: Record<string, string> = {
  cadastros: 'Cadastros',
  estoque: 'Estoque',
  faturamento: 'Faturamento',
  financeiro: 'Financeiro',
  frota: 'Frota',
  logistica: 'Logística',
  pcp: 'PCP',
  rastreamento: 'Rastreamento',
};


export interface PlannedStory {
  /** CSF export name (an identifier). */
  exportName: string;
  /** Name shown in Storybook. */
  name: string;
  /** One-line doc comment. */
  doc: string;
  /** How the API answers (default: fixtures). */
  mode?: TransportMode;
  /** Id of the drill-down the story shows open (ScreenStory's `drill` arg). */
  drill?: string;
  /** The comparison the story opens with ('Comparar com:', in its URL). */
  compare?: CompareShift;
}

export interface StoryPlan {
  file: string;
  code: string;
  route: string;
  accessCode: number | null;
  /** 'Telas/<Área>/<código> <título>'. */
  title: string;
  /** Has panels (the engine renders it) or is a catalogue entry only. */
  built: boolean;
  stories: PlannedStory[];
}

export function areaName(file: string): string {
  const folder = file.split('/').slice(-2, -1)[0] ?? 'outras';
  return AREA_NAMES[folder] ?? folder.charAt(0).toUpperCase() + folder.slice(1);
}

/** An identifier made from a drill-down id ('titulos-receber' → 'TitulosReceber'). */
function identifier(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** A drill-down's story name: its code and title, templates ('{row.nome}') left out. */
function drillName(id: string, drill: { code?: string; title?: string }): string {
  const title = (drill.title ?? '').replace(/\{[^}]*\}/g, '').replace(/\s+/g, ' ').trim();
  return `Detalhe ${[drill.code, title].filter(Boolean).join(' ') || id}`;
}

/**
 * Which stories a definition gets (pure: the generator writes them, tests can check them).
 * `withDrills`: the engine accepts `initialDrill`, so each drill-down gets a story showing it open.
 */
export function storyPlan(file: string, definition: ScreenDefinition, options: { withDrills?: boolean } = {}): StoryPlan {
  const built = Array.isArray(definition.panels) && definition.panels.length > 0;
  const heading = screenHeadingText(definition.code, definition.title);
  const stories: PlannedStory[] = [
    {
      exportName: 'Tela',
      name: 'Tela',
      doc: built
        ? 'A tela com os filtros padrão, respondida pelas fixtures capturadas do servidor real.'
        : 'Entrada do catálogo ainda sem painéis: a mensagem que o portal mostra.',
    },
  ];
  if (built) {
    stories.push(
      { exportName: 'ErroDoServidor', name: 'Erro do servidor', doc: 'Toda chamada responde 500: o banner de erro.', mode: 'error' },
      { exportName: 'Carregando', name: 'Carregando', doc: 'O servidor nunca responde: o estado de carregamento.', mode: 'loading' },
    );
    if (Object.values(definition.calls ?? {}).some((call) => call.compare)) {
      stories.push({
        exportName: 'Comparando',
        name: 'Comparando com o período anterior',
        doc: "'Comparar com: período anterior': os cartões com o valor anterior e a variação, a série anterior nos gráficos.",
        compare: 'previous-period',
      });
    }
    const drilldowns = (definition as { drilldowns?: Record<string, { code?: string; title?: string }> }).drilldowns ?? {};
    if (options.withDrills) {
      const names = Object.entries(drilldowns).map(([id, drill]) => drillName(id, drill));
      for (const [i, id] of Object.keys(drilldowns).entries()) {
        // two drill-downs of one screen may share a code and title (1418's by vehicle and by driver, both 1419):
        // Storybook's sidebar names them apart by their ids
        const name = names.indexOf(names[i]) === names.lastIndexOf(names[i]) ? names[i] : `${names[i]} (${id})`;
        stories.push({
          exportName: `Detalhe${identifier(id)}`,
          name,
          doc: `O detalhe '${id}' aberto, com o contexto (cartão/linha) capturado nas fixtures.`,
          drill: id,
        });
      }
    }
  }
  return {
    file,
    code: definition.code,
    route: definition.route,
    accessCode: definition.accessCode,
    title: `Telas/${areaName(file)}/${heading}`,
    built,
    stories,
  };
}
