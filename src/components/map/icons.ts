import L from 'leaflet';
import blue from './icons/pin-blue.svg';
import green from './icons/pin-green.svg';
import grey from './icons/pin-grey.svg';
import orange from './icons/pin-orange.svg';
import purple from './icons/pin-purple.svg';
import red from './icons/pin-red.svg';
import yellow from './icons/pin-yellow.svg';
import type { MarkerColor } from './colors.ts';

/** The pin image of each colour (colors.ts), for both surfaces; the legend swatches match the images. */
export const MARKER_IMAGES: Record<MarkerColor, string> = { red, green, yellow, orange, blue, purple, grey };

const cache = new Map<MarkerColor, L.Icon>();

/** A 40×40 pin (spec 3 §9) whose tip sits on the position; one Icon per colour, shared by every marker. */
export function markerIcon(color: MarkerColor): L.Icon {
  let icon = cache.get(color);
  if (!icon) {
    icon = L.icon({ iconUrl: MARKER_IMAGES[color], iconSize: [40, 40], iconAnchor: [20, 39], popupAnchor: [0, -36], tooltipAnchor: [14, -22] });
    cache.set(color, icon);
  }
  return icon;
}
