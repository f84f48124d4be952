import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from '../../src/app/pages/HomePage.tsx';
import { GoToScreenDialog } from '../../src/app/workspace/GoToScreenDialog.tsx';
import { goToEntries } from '../../src/app/workspace/goToMatch.ts';
import { FavoriteStar } from '../../src/app/workspace/FavoriteStar.tsx';
import { ScreenHeader } from '../../src/app/ScreenHeader.tsx';
import { catalogue } from '../../src/app/catalogue.ts';
import { ShellStory, DEMO_COMPANIES, type ShellStoryParameters } from '../support/ShellStory.tsx';
import '../../src/styles/global.css';

/**
 * The personal workspace (issue 34, docs/workspace.md): "Ir para tela" (Ctrl+K), the favourite star beside a screen's
 * title, Home's favourites and recent screens. Written by hand, like the other shell stories.
 */
const meta = {
  title: 'Portal/Área pessoal',
  parameters: { layout: 'fullscreen' },
  tags: ['portal'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL = [1325, 1326, 1327, 1328, 1329, 1330, 1331, 1332, 1338, 1367, 1370, 1396, 1475, 1477];
const shell = (parameters: ShellStoryParameters, page: () => React.ReactNode): Story => ({
  render: () => <ShellStory parameters={parameters}>{page()}</ShellStory>,
});
const entries = (liberar: number[], ocultar: number[] = []) =>
  goToEntries(catalogue, { company: DEMO_COMPANIES[0]!, permissions: { status: 'ok', empresaId: 1, liberar, ocultar } });
const noop = () => {};

/** Home with two favourites (in the user's order) and the screens opened last. */
export const HomeComFavoritas: Story = {
  name: 'Home com favoritas e recentes',
  ...shell({ path: '/home', status: 'ok', liberar: ALL, workspace: { favoritos: [1370, 1325], recentes: [1326, 1370, 1325] } }, () => <HomePage />),
};

/** Home of a user without favourites yet: how to get them. */
export const HomeSemFavoritas: Story = {
  name: 'Home sem favoritas',
  ...shell({ path: '/home', status: 'ok', workspace: { favoritos: [], recentes: [] } }, () => <HomePage />),
};

/** "Ir para tela" as it opens: every screen of the menu, in menu order. */
export const IrParaTela: Story = {
  name: 'Ir para tela',
  ...shell({ path: '/home', liberar: ALL }, () => <GoToScreenDialog open entries={entries(ALL)} onClose={noop} onOpen={noop} />),
};

/** carla@mirante.demo: Curva ABC Clientes not released (listed, disabled), Curva ABC Produtos hidden (absent). */
export const IrParaTelaRestrita: Story = {
  name: 'Ir para tela (permissões restritas)',
  ...shell({ path: '/home', liberar: [1325, 1327, 1328, 1329, 1330, 1331, 1367] }, () => (
    <GoToScreenDialog open entries={entries([1325, 1327, 1328, 1329, 1330, 1331, 1367], [1329])} onClose={noop} onOpen={noop} />
  )),
};

/** A screen's title with its star, the screen being a favourite. */
export const EstrelaFavorita: Story = {
  name: 'Título com estrela (favorita)',
  ...shell({ path: '/dashboard_financeiro', workspace: { favoritos: [1325], recentes: [] } }, () => (
    <div className="screen-title-row" style={{ padding: 16 }}>
      <ScreenHeader code="01.74.1325" title="Dashboard Financeiro" />
      <FavoriteStar accessCode={1325} />
    </div>
  )),
};
