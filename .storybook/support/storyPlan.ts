import type { ScreenDefinition } from '../../schemas/screen-definition.ts';
import type { TransportMode } from './fixtureTransport.ts';

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

/** The screen code the spec does not give (src/app/catalogue.ts NO_CODE): the title shows no code. */
const NO_CODE = '00.00.0000';

export interface PlannedStory {
  /** CSF export name (an identifier). */
  exportName: string;
  /** Name shown in Storybook. */
  name: string;
  /** One-line doc comment. */
  doc: string;
  /** How the API answers (default: fixtures). */
  mode?: TransportMode;
  /** Extra props for the engine's runtime. */
  runtime?: Record<string, unknown>;
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

/** Which stories a definition gets (pure: the generator writes them, tests can check them). */
export function storyPlan(file: string, definition: ScreenDefinition): StoryPlan {
  const built = Array.isArray(definition.panels) && definition.panels.length > 0;
  const heading = definition.code === NO_CODE ? definition.title : `${definition.code} ${definition.title}`;
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
