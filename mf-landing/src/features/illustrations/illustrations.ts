import parentsHome from './parents-home.svg';
import teachersClass from './teachers-class.svg';

/**
 * The landing page's own SVG illustrations (built into this remote; no external hosts). The
 * hero's is drawn inline (HeroIllustration) so that it paints with the first screen.
 */
export const ILLUSTRATIONS = { parentsHome, teachersClass } as const;

/**
 * Starts loading every illustration at once so they are ready when their section renders.
 * A failure is only logged: the page never waits for, or depends on, an image (docs/product.md).
 */
export function preloadIllustrations(
  urls: readonly string[] = Object.values(ILLUSTRATIONS),
  log: (message: string, url: string) => void = (message, url) => console.warn(message, url),
): Promise<void[]> {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise<void>((resolve) => {
          const image = new Image();
          image.onload = () => resolve();
          image.onerror = () => {
            log('Could not preload landing illustration', url);
            resolve();
          };
          image.src = url;
        }),
    ),
  );
}
