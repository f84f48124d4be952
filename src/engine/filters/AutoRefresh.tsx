import { useEffect, useState } from 'react';
import { Checkbox, Space } from 'antd';
import { useScreen } from '../runtime/ScreenContext.ts';
import { useSession } from '../../session/store.ts';
import { DigitsInput } from './widgets/DigitsInput.tsx';

/**
 * Optional auto-refresh (spec 2, module-2 billing dashboard): active only when ticked and minutes > 0;
 * repeats every minutes × 60 s; the minutes are kept in the browser per user and screen (spec 2 §4). The checkbox is
 * disabled (and unticked) while the minutes field is empty or not above 0 (spec 3 §5).
 */
export function AutoRefresh({ label, defaultMinutes }: { label: string; defaultMinutes: number }) {
  const screen = useScreen();
  const user = useSession((s) => s.user?.email ?? '');
  const storageKey = `mirante:auto-refresh:${user}:${screen.definition.code}`;
  const [minutes, setMinutes] = useState<number | undefined>(() => {
    const stored = Number(globalThis.localStorage?.getItem(storageKey));
    return stored > 0 ? stored : defaultMinutes;
  });
  const [on, setOn] = useState(false);
  const { refresh } = screen;
  const valid = minutes !== undefined && minutes > 0;

  useEffect(() => {
    if (!valid) setOn(false);
  }, [valid]);

  useEffect(() => {
    if (minutes && minutes > 0) globalThis.localStorage?.setItem(storageKey, String(minutes));
  }, [minutes, storageKey]);

  useEffect(() => {
    if (!on || !minutes || minutes <= 0) return;
    const id = setInterval(refresh, minutes * 60 * 1000);
    return () => clearInterval(id);
  }, [on, minutes, refresh]);

  return (
    <Space>
      <Checkbox checked={on && valid} disabled={!valid} onChange={(e) => setOn(e.target.checked)}>
        {label}
      </Checkbox>
      <DigitsInput value={minutes} onChange={setMinutes} width={70} ariaLabel="Minutos" />
    </Space>
  );
}
