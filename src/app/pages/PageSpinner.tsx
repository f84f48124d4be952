/**
 * A centred spinner while a chunk or the permissions load. Plain CSS (src/styles/global.css), not
 * antd's Spin, because it is also the fallback of the login chunk, which carries no antd.
 */
export function PageSpinner({ description }: { description?: string }) {
  return (
    <div className="center-page" role="status" aria-live="polite" aria-label={description ?? 'Carregando'}>
      <span className="css-spinner css-spinner-large" aria-hidden="true" />
      {description && <div style={{ marginTop: 8 }}>{description}</div>}
    </div>
  );
}
