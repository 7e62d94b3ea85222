/**
 * Design tokens. Every colour pair used for text meets WCAG AA contrast (4.5:1) on its surface.
 */
export const theme = {
  colors: {
    primary: '#2f6f5e',
    primaryHover: '#245849',
    primarySoft: '#e5f1ed',
    onPrimary: '#ffffff',
    accent: '#b4541c',
    text: '#1d2a30',
    textMuted: '#4f5d66',
    background: '#f6f7f4',
    surface: '#ffffff',
    border: '#d5dbd8',
    focus: '#1a5fb4',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1e7a3c',
    successSoft: '#e7f5ec',
    warning: '#8a5a00',
    domain: {
      cognitive: '#3559b7',
      physical: '#1e7a3c',
      'social-emotional': '#b0306a',
      language: '#8a5a00',
      moral: '#6a3fb5',
      creative: '#b4541c',
      default: '#4f5d66',
    },
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', hero: '2.5rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    popover: '0 8px 24px rgba(16, 24, 40, 0.16)',
  },
  breakpoints: { md: '768px', lg: '1024px' },
  layout: { maxWidth: '1200px' },
} as const;

export type Theme = typeof theme;

/** Media query for "from the medium breakpoint up". */
export const mediaUp = (bp: keyof Theme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]})`;
/** Media query for "below the medium breakpoint". */
export const mediaDown = (bp: keyof Theme['breakpoints']) => `@media (max-width: calc(${theme.breakpoints[bp]} - 0.02px))`;
