import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from '../../src/app/pages/LoginPage.tsx';
import { HomePage } from '../../src/app/pages/HomePage.tsx';
import { AccessDenied } from '../../src/app/pages/AccessDenied.tsx';
import { NotFound } from '../../src/app/pages/NotFound.tsx';
import { CompanyPicker } from '../../src/app/company/CompanyPicker.tsx';
import { ShellStory, type ShellStoryParameters } from '../support/ShellStory.tsx';
import '../../src/styles/global.css';

/**
 * The shell's pages (src/app/pages, src/app/company): written by hand, since they are not screen
 * definitions. Each story sets the session and the API answers its page needs (ShellStory.tsx).
 */
const meta = {
  title: 'Portal/Páginas',
  parameters: { layout: 'fullscreen' },
  tags: ['portal'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shell = (parameters: ShellStoryParameters, page: React.ReactNode): Story => ({
  render: () => <ShellStory parameters={parameters}>{page}</ShellStory>,
});

/** Login (spec 1 §2.2): plain HTML, no antd. */
export const Login: Story = { name: 'Login', ...shell({ path: '/', company: null }, <LoginPage />) };

/** Home with the company's database answering. */
export const HomeOk: Story = { name: 'Home', ...shell({ path: '/home', status: 'ok' }, <HomePage />) };

/** Home while the status check runs: 'Verificando conexão...'. */
export const HomeCarregando: Story = { name: 'Home verificando conexão', ...shell({ path: '/home', status: 'loading' }, <HomePage />) };

/** Home when the company's database does not answer: the message and 'Reconectar'. */
export const HomeFalhou: Story = { name: 'Home sem conexão', ...shell({ path: '/home', status: 'failed' }, <HomePage />) };

/** The company picker 'Empresas' of a user with four companies (bruno@mirante.demo). */
export const SeletorDeEmpresa: Story = {
  name: 'Seletor de empresa',
  ...shell({ path: '/home', company: null, pickerOpen: true }, <><HomePage /><CompanyPicker /></>),
};

/** A private route without its screen code. */
export const AcessoNegado: Story = { name: 'Acesso negado', ...shell({ path: '/curva-abc-produtos' }, <AccessDenied />) };

/** An unknown path behind the login. */
export const PaginaNaoEncontrada: Story = { name: 'Página não encontrada', ...shell({ path: '/nao-existe' }, <NotFound />) };
