export { PaletteProvider } from './palette-provider';
export { PaletteButton } from './palette-button';
export { usePageAction, type PageActionKind, type PalettePage } from './palette-context';
