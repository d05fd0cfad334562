// The console's Mantine theme. Accessibility (WCAG 2.1 AA, issue 14's axe check): the primary teal at shade 9
// (#087f5b) carries white text at 5.1:1 (Mantine's default shade 6 gave 2.55:1); autoContrast picks dark text on
// fills above luminance 0.18 (green, yellow, orange badges); dimmed text is gray 7 (8:1) instead of gray 6 (3.3:1). Mantine's own
// icon-only buttons (a modal's close, the colour input's eye dropper) get names in the user's language.
import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';
import type { TFunction } from 'i18next';

// Light variants (active nav link, light buttons and badges) write the colour on its 10 % tint: shade 9 darkened
// (more for the bright hues) reaches 4.5:1 where Mantine's shade 6 stays near 3:1 (teal 9 alone: 4.4:1).
const BRIGHT = new Set(['yellow', 'orange', 'lime', 'green', 'cyan']);
const lightInk = (shades: readonly string[], name: string) =>
  darken(shades[9] as string, BRIGHT.has(name) ? 0.35 : 0.2);

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] as string,
    '--mantine-primary-color-light-color': lightInk(
      theme.colors[theme.primaryColor] ?? [],
      theme.primaryColor,
    ),
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        lightInk(shades, name),
      ]),
    ),
  },
  dark: {},
});

export function consoleTheme(t: TFunction) {
  return createTheme({
    primaryColor: 'teal',
    primaryShade: { light: 9, dark: 8 },
    autoContrast: true,
    // White and black ink read equally well at luminance 0.18; above it black is the better one (WCAG 1.4.3).
    luminanceThreshold: 0.18,
    defaultRadius: 'sm',
    components: {
      // Plain objects, not Modal.extend(): importing the components here would put them in every route's bundle.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('dialog.close') } } },
      ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': t('dialog.eyeDropper') } } },
      // Mantine 9 keeps a closed select's dropdown in the page (display: none): every option drawn, and Floating UI
      // placing the hidden list (a forced style recalculation) whenever the form renders. Mounted while open only, as
      // in Mantine 7: the tree's view selector and the node form's selects drew a commit each on their way (issue 15:
      // first row, node form < 300 ms).
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}
