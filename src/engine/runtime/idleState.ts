import type { ScreenDefinition } from '../definition/screen-definition.ts';

/** Shown in a panel that waits for the first search, instead of 'Nenhum registro encontrado'. */
export function idleText(submitLabel: string | undefined): string {
  return submitLabel ? `Informe os filtros e clique em '${submitLabel}' para ver os dados.` : 'Informe os filtros para ver os dados.';
}

/**
 * What a screen opened without filters in its URL shows in its panels, when every panel with a call waits for the
 * first search ('submit' calls behind a submit button: 1521, the ABC curves, the PCP lists): the idle text; undefined
 * for a screen that loads data at once. The boot shell draws it under the heading before the portal's chunks arrive
 * (src/app/boot/BootShell.tsx), as the panels draw it afterwards (PanelStates.tsx `panelCallPhase`).
 */
export function openingIdleText(definition: Pick<ScreenDefinition, 'filters' | 'calls' | 'panels'>): string | undefined {
  const submitLabel = definition.filters?.submitLabel;
  if (!submitLabel) return undefined;
  const used = (definition.panels ?? []).flatMap((panel) => {
    const call = (panel as { call?: unknown }).call;
    return typeof call === 'string' ? [call] : [];
  });
  const idle = used.length > 0 && used.every((call) => definition.calls?.[call]?.loadOn === 'submit');
  return idle ? idleText(submitLabel) : undefined;
}
