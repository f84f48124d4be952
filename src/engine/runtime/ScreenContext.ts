import { createContext, useContext } from 'react';
import type { ScreenController } from './useScreenController.ts';

/** The screen controller handed down to panels, filters and drill-downs (react-admin's context pattern). */
export const ScreenContext = createContext<ScreenController | null>(null);

/** The current screen's controller; throws outside ScreenRuntime (a panel rendered alone is a bug). */
export function useScreen(): ScreenController {
  const controller = useContext(ScreenContext);
  if (!controller) throw new Error('useScreen() must be used inside <ScreenRuntime> (ScreenContext provider missing)');
  return controller;
}
