/**
 * Design tokens. Every colour pair used for text meets WCAG AA contrast (4.5:1) on its surface.
 */
export declare const theme: {
    readonly colors: {
        readonly primary: "#2f6f5e";
        readonly primaryHover: "#245849";
        readonly primarySoft: "#e5f1ed";
        readonly onPrimary: "#ffffff";
        readonly accent: "#b4541c";
        readonly text: "#1d2a30";
        readonly textMuted: "#4f5d66";
        readonly background: "#f6f7f4";
        readonly surface: "#ffffff";
        readonly border: "#d5dbd8";
        readonly focus: "#1a5fb4";
        readonly danger: "#b42318";
        readonly dangerSoft: "#fdecea";
        readonly success: "#1e7a3c";
        readonly successSoft: "#e7f5ec";
        readonly warning: "#8a5a00";
        readonly domain: {
            readonly cognitive: "#3559b7";
            readonly physical: "#1e7a3c";
            readonly 'social-emotional': "#b0306a";
            readonly language: "#8a5a00";
            readonly moral: "#6a3fb5";
            readonly creative: "#b4541c";
            readonly default: "#4f5d66";
        };
    };
    readonly fonts: {
        readonly body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
        readonly heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
    };
    readonly fontSizes: {
        readonly xs: "0.75rem";
        readonly sm: "0.875rem";
        readonly md: "1rem";
        readonly lg: "1.125rem";
        readonly xl: "1.375rem";
        readonly xxl: "1.75rem";
        readonly hero: "2.5rem";
    };
    readonly space: {
        readonly xs: "0.25rem";
        readonly sm: "0.5rem";
        readonly md: "1rem";
        readonly lg: "1.5rem";
        readonly xl: "2rem";
        readonly xxl: "3rem";
    };
    readonly radii: {
        readonly sm: "6px";
        readonly md: "10px";
        readonly lg: "16px";
        readonly pill: "999px";
    };
    readonly shadows: {
        readonly card: "0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)";
        readonly popover: "0 8px 24px rgba(16, 24, 40, 0.16)";
    };
    readonly breakpoints: {
        readonly md: "768px";
        readonly lg: "1024px";
    };
    readonly layout: {
        readonly maxWidth: "1200px";
    };
};
export type Theme = typeof theme;
/** Media query for "from the medium breakpoint up". */
export declare const mediaUp: (bp: keyof Theme["breakpoints"]) => string;
/** Media query for "below the medium breakpoint". */
export declare const mediaDown: (bp: keyof Theme["breakpoints"]) => string;
