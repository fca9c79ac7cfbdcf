import { createTheme, darken, Fieldset, Notification, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 of indigo on white is 4.1:1; 7 meets WCAG AA (4.5:1) for links and filled buttons.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Who asks the system for reduced motion gets no sliding or fading (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // A group of fields (a date range, an amount range) is labelled like a single field.
    Fieldset: Fieldset.extend({
      styles: { legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, padding: 0, marginBottom: 'calc(var(--mantine-spacing-xs) / 2)' } },
    }),
    // A notice's text under its title is grey 6 by default (3.3:1 on white): the dimmed colour is above 4.5:1.
    // Titles and texts often carry what a user typed (a link's description, a member's name): a word longer
    // than the line wraps instead of pushing the close button out of reach.
    Notification: Notification.extend({
      styles: { title: { overflowWrap: 'anywhere' }, description: { color: 'var(--mantine-color-dimmed)', overflowWrap: 'anywhere' } },
    }),
    // A plain object, not `Modal.extend`: that import would bring the modal into the start-up chunk.
    Modal: { styles: { title: { minWidth: 0, overflowWrap: 'anywhere' } } },
  },
});

/**
 * Mantine's light-scheme defaults fail WCAG AA contrast in places: dimmed text (gray 6 on
 * white, 3.3:1) and the text of light variants (shade 6 on a pale tint; orange and red fail
 * even at shade 9). Light-variant text is therefore shade 9 darkened by 30 %: above 4.5:1 on every tint
 * (yellow darkened by a quarter was 4.47:1 on its tint: "Authorized").
 * Error text is red 9 (light) and red 4 (dark). Filled buttons of other colours than the primary
 * (red "Refund" or "Deactivate", say) carry white text: shade 7 or 8 of red is 3.9–4.5:1, so
 * filled variants use shade 9 (red 9 with white is 5.4:1) in both schemes.
 */
const LIGHT_TEXT_DARKENING = 0.3;

const filledShade9 = (current: Parameters<CSSVariablesResolver>[0]) =>
  Object.fromEntries(
    Object.keys(current.colors)
      .filter((color) => color !== current.primaryColor)
      .flatMap((color) => [
        [`--mantine-color-${color}-filled`, current.colors[color][9]],
        [`--mantine-color-${color}-filled-hover`, darken(current.colors[color][9], 0.15)],
      ]),
  );

export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    ...filledShade9(current),
    '--mantine-color-dimmed': current.colors.gray[7],
    // Field errors: red 6 on white is 3.3:1; red 9 is above 5:1.
    '--mantine-color-error': current.colors.red[9],
    '--mantine-primary-color-light-color': darken(current.colors[current.primaryColor][9], LIGHT_TEXT_DARKENING),
    ...Object.fromEntries(
      Object.keys(current.colors).map((color) => [`--mantine-color-${color}-light-color`, darken(current.colors[color][9], LIGHT_TEXT_DARKENING)]),
    ),
  },
  dark: {
    ...filledShade9(current),
    '--mantine-color-dimmed': current.colors.dark[1],
    '--mantine-color-anchor': current.colors.indigo[3],
    // Red 8 on the dark body is under 4:1; red 4 is above 6:1.
    '--mantine-color-error': current.colors.red[4],
  },
});
