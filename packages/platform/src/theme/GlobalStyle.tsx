import { createGlobalStyle } from 'styled-components';

/**
 * Base document styles: box sizing, body font, visible keyboard focus, reduced motion. Text may
 * break inside a word that is wider than its box (a child named with one long word), so no page
 * grows wider than the screen (docs/product.md, "Fits every screen").
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.25; margin: 0 0 0.5em; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  img, svg { max-width: 100%; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
