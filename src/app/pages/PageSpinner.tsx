import { Spin } from 'antd';

/** A centred spinner while a chunk or the permissions load. */
export function PageSpinner({ description }: { description?: string }) {
  return (
    <div className="center-page" role="status" aria-live="polite">
      <Spin />
      {description && <div style={{ marginTop: 8 }}>{description}</div>}
    </div>
  );
}
