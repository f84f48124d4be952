/**
 * Keyboard on grid cells. AG Grid keeps focus on the cell, not on the buttons a cell renderer draws,
 * so without this a cash-flow amount or a row button cannot be used from the keyboard. Enter or Space
 * on a focused cell presses the cell's only button (an amount with an action, a single row button);
 * with several buttons ('Ação' with Produtos/NF-e...) it moves focus to the first, and Tab/Shift+Tab
 * then walk between them (suppressButtonTab keeps the grid from taking those Tabs).
 */
const ENABLED_BUTTONS = 'button:not([disabled])';

/** Handles Enter/Space on a focused cell; true when it pressed or focused a button (the row action then does not run). */
export function activateCellButton(event: KeyboardEvent | undefined): boolean {
  if (!event || (event.key !== 'Enter' && event.key !== ' ')) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.classList.contains('ag-cell')) return false;
  const buttons = [...target.querySelectorAll<HTMLButtonElement>(ENABLED_BUTTONS)];
  if (buttons.length === 0) return false;
  event.preventDefault();
  if (event.repeat) return true;
  if (buttons.length === 1) buttons[0].click();
  else buttons[0].focus();
  return true;
}

/** AG Grid's suppressKeyboardEvent for cells with buttons: Tab moves between the buttons of the cell, then leaves it. */
export function suppressButtonTab(params: { event: KeyboardEvent }): boolean {
  const { event } = params;
  if (event.key !== 'Tab') return false;
  const active = document.activeElement;
  if (!(active instanceof HTMLButtonElement)) return false;
  const cell = active.closest('.ag-cell');
  if (!cell) return false;
  const buttons = [...cell.querySelectorAll<HTMLButtonElement>(ENABLED_BUTTONS)];
  const i = buttons.indexOf(active);
  return event.shiftKey ? i > 0 : i >= 0 && i < buttons.length - 1;
}
