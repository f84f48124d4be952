import type { ScreenDefinition } from '../../engine/definition/screen-definition.ts';

/**
 * The panels a subscription's message is made of (the server's scripts/generate-subscription-screens.ts): a screen
 * without any has nothing to e-mail, and the server refuses it; the button is not offered there.
 */
const MESSAGE_KINDS = new Set(['cards', 'progress', 'table']);

export function isSubscribable(definition: ScreenDefinition): boolean {
  return !definition.public && definition.accessCode !== null && (definition.panels ?? []).some((p) => MESSAGE_KINDS.has(p.kind));
}
