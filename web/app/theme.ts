import { createTheme } from '@mui/material/styles';

const PRIMARY = '#0b3d91';

/**
 * The focus ring (WCAG 2.2 2.4.7, 2.4.11): a 3 px primary outline with a white inner ring, so it
 * stands out at 3:1 or more on the light pages and on the primary-coloured hero alike. ButtonBase
 * components (buttons, radios, switches, tabs, chips, menu items) mark keyboard focus with
 * .Mui-focusVisible on their root; text fields show focus with their own 2 px border instead.
 */
const focusRing = { outline: `3px solid ${PRIMARY}`, outlineOffset: 2, boxShadow: '0 0 0 2px #fff' };

export const theme = createTheme({
  palette: {
    // Every main colour keeps 4.5:1 with its contrast text, and as text on the page's background.
    contrastThreshold: 4.5,
    primary: { main: PRIMARY },
    secondary: { main: '#00796b' },
    // MUI's default warning (#ed6c02) and info (#0288d1) are 3.1:1 and 3.9:1 against white text.
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
    background: { default: '#f7f9fc' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Doubled selectors outweigh the components' own `outline: 0` (ButtonBase, InputBase).
        ':focus-visible:focus-visible, .Mui-focusVisible.Mui-focusVisible': focusRing,
        // The visually hidden input of a radio, checkbox or switch: the ring is on its root.
        '.MuiButtonBase-root.MuiButtonBase-root input:focus-visible, .MuiInputBase-input.MuiInputBase-input:focus-visible': {
          outline: 'none',
          boxShadow: 'none',
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
