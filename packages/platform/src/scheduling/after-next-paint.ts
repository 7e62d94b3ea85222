/**
 * Runs `callback` once the browser has shown the next frame: in the task after the frame that
 * follows it (a task queued from the first requestAnimationFrame callback can run before the
 * frame reaches the screen, its paint still being presented). What a screen asks for next
 * waits for what the screen already shows to reach the glass, instead of racing it for the
 * network (docs/architecture.md, "Paint first, then ask for more"). Returns a function that
 * cancels the call; it does nothing once the callback has run. In a hidden tab, which paints no
 * frames, the callback waits until the tab is shown. (afterframe does the same with a
 * MessageChannel, which jsdom lacks, so tests could not load it.)
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
