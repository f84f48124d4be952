import { Suspense } from 'react';
import { loadOnUse } from '../runtime/loadOnUse.ts';
import { useScreen } from '../runtime/ScreenContext.ts';

// The picker (antd Modal, Select, Radio…) is downloaded when a screen first opens one.
const PickerModal = loadOnUse(() => import('./PickerModal.tsx').then((m) => m.PickerModal));

/** The screen's open picker, if any. */
export function PickerHost() {
  const screen = useScreen();
  if (!screen.picker) return null;
  return (
    <Suspense fallback={null}>
      <PickerModal key={screen.picker.id} picker={screen.picker.definition} onClose={screen.closePicker} />
    </Suspense>
  );
}
