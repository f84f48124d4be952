import type { ScreenDefinition } from '../engine/definition/screen-definition.ts';

/**
 * Does the definition describe a built screen (has panels) or only a catalogue entry? Its own module: the public
 * pages' header and route need it without importing the catalogue (every private screen's definition).
 */
export function hasPanels(definition: ScreenDefinition): boolean {
  return Array.isArray(definition.panels) && definition.panels.length > 0;
}
