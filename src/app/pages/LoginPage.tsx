import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/ApiError.ts';
import { login } from '../session/actions.ts';
import { useSession } from '../../session/store.ts';

/** Shown when the login call gets no response at all (spec 1 §8). */
export const NO_RESPONSE_MESSAGE =
  'Servidor não respondendo. Por favor tente novamente ou contate o suporte se você não conseguir acessar sua conta.';

/** The server's messages for a failed login, or the no-response text. */
export function loginErrorMessages(err: unknown): string[] {
  if (err instanceof ApiError) {
    if (err.status === null) return [NO_RESPONSE_MESSAGE];
    return err.messages.length ? err.messages : [`Erro ${err.status}`];
  }
  return [NO_RESPONSE_MESSAGE];
}

/** What a private route hands the login page: the page to return to after sign-in. */
export interface LoginRedirect {
  from: string;
}

/** The asked page (a private path of this portal) or Home. */
function afterLogin(state: unknown): string {
  const from = (state as Partial<LoginRedirect> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/' ? from : '/home';
}

/**
 * Login at '/' (spec 1 §2.2): e-mail and senha sent as typed (no client-side validation),
 * 'Acessar' disabled with a spinner while signing in, the server's errors listed under the fields.
 */
export function LoginPage() {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const target = afterLogin(location.state);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const endedNotice = useSession((s) => s.endedNotice);

  useEffect(() => {
    document.title = 'Mirante — Acesso';
  }, []);

  // Already signed in (and not in the middle of signing in): straight to Home.
  if (token && !busy) return <Navigate to={target} replace />;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors([]);
    useSession.getState().clearEndedNotice();
    try {
      await login(email, senha);
      navigate(target, { replace: true });
    } catch (err) {
      setErrors(loginErrorMessages(err));
      // Only a session this attempt started is dropped; a failed attempt touches no other tab's session.
      if (useSession.getState().token) useSession.getState().signOut();
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login-page">
      <div className="login-card">
        {/* Plain HTML styled by src/styles/global.css, not antd: the login chunk stays small. */}
        <h1 className="login-title">Mirante</h1>
        <p className="login-tagline">Estatísticas gerenciais da sua empresa</p>
        {/* The session ended without the user asking (a 401): say so, or the form alone looks like a fault. */}
        {endedNotice && (
          <p className="login-notice" role="status" data-testid="login-notice">
            {endedNotice}
          </p>
        )}
        {/* No client-side validation (spec 1 §5): noValidate, and both fields are sent as typed. */}
        <form onSubmit={submit} noValidate>
          <div className="login-field">
            <label htmlFor="login-email">E-mail</label>
            <input
              id="login-email"
              className="login-input"
              type="text"
              inputMode="email"
              autoComplete="username"
              autoFocus
              value={email}
              disabled={busy}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="login-field">
            <label htmlFor="login-senha">Senha</label>
            <input
              id="login-senha"
              className="login-input"
              type="password"
              autoComplete="current-password"
              value={senha}
              disabled={busy}
              onChange={(e) => setSenha(e.target.value)}
            />
          </div>
          {errors.length > 0 && (
            <ul className="login-errors" role="alert">
              {errors.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          )}
          <button type="submit" className="login-button" disabled={busy} aria-busy={busy}>
            {busy && <span className="css-spinner" aria-hidden="true" />}
            Acessar
          </button>
        </form>
      </div>
    </main>
  );
}
