import { useEffect, useState } from 'react';
import type { PlayableContent } from '@flourishly/contracts';

type Parser = (raw: unknown) => PlayableContent | null;

let loading: Promise<Parser> | null = null;

/**
 * The parser module, evaluated once per page load (again after a failure). Eager: its code comes
 * with the page's own chunks, so no round trip stands between the content and the question (the
 * page's largest paint), while zod's evaluation still waits for this call, in a task of its own.
 */
function loadParser(): Promise<Parser> {
  loading ??= import(/* webpackMode: "eager" */ './parse-content').then(
    (module) => module.parseGameContent,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * parseGameContent, evaluated when `start` turns true: the game page starts it once the game's
 * title is drawn (in the task after), while the content request runs, so zod's evaluation stays
 * out of the first render's long task (docs/architecture.md, "Page budgets"). `failed` when the
 * module could not be loaded.
 */
export function useContentParser(start: boolean): { parse: Parser | null; failed: boolean } {
  const [state, setState] = useState<{ parse: Parser | null; failed: boolean }>({ parse: null, failed: false });
  useEffect(() => {
    if (!start) return;
    let live = true;
    // In the next task: the title's render commits from a store update, whose effects run in the
    // same task, before the browser could paint it.
    const timer = setTimeout(() =>
      loadParser().then(
        (parse) => live && setState({ parse, failed: false }),
        () => live && setState({ parse: null, failed: true }),
      ),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [start]);
  return state;
}
