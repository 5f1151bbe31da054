/**
 * Text colour for a coloured tile (e.g. the 17 SDG colours): whichever of near-black and white contrasts more
 * with the background by the WCAG formula, so the text passes 1.4.3 on every official colour.
 */
const luminance = (hex: string) => {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
export const DARK_TEXT = '#111418';
export const readableTextOn = (background: string) => (contrastRatio(background, '#ffffff') >= contrastRatio(background, DARK_TEXT) ? '#ffffff' : DARK_TEXT);
