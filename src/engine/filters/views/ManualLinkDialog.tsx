import { Input, Modal } from 'antd';
import { VIEW_TEXTS } from './texts.ts';

/** A view's link to copy by hand, where the browser gives no clipboard (an insecure origin, a refused permission). */
export function ManualLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  return (
    <Modal open={link !== null} title={VIEW_TEXTS.copyLink} footer={null} onCancel={onClose} destroyOnHidden>
      <label htmlFor="mirante-view-link">{VIEW_TEXTS.copyManually}</label>
      <Input id="mirante-view-link" readOnly value={link ?? ''} autoFocus onFocus={(e) => e.target.select()} />
    </Modal>
  );
}
