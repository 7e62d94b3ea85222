import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_STYLE_ID, LAST_VIEW_ATTRIBUTE } from '@flourishly/contracts/first-screen';
import { PAGE_CONTENT } from '@flourishly/platform';
import { keepLastViews, SETTLED_MS, viewOf } from './keep-last-views';
import { LAST_VIEW_FALLBACK_MS, replaceLastViewWhenReady, showsSettledPage } from './last-view';

/** The page as the service worker sends it to a returning parent: their last view before the app's `#root`. */
function pageWithLastView(): HTMLElement {
  document.head.innerHTML = `<style id="${FIRST_SCREEN_STYLE_ID}">h1{color:red}</style>`;
  document.body.innerHTML = `<div id="${FIRST_SCREEN_ELEMENT_ID}" ${LAST_VIEW_ATTRIBUTE} inert><h1>Welcome, Maya</h1></div><div id="root"></div>`;
  return document.getElementById('root')!;
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve));

describe('a returning parent’s last view of a page', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is a settled page only once the page’s content is drawn and nothing of it is loading', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><p>Loading</p></main>';
    expect(showsSettledPage(root)).toBe(false);
    root.innerHTML = `<main><h1 elementtiming="${PAGE_CONTENT}">Welcome</h1><div data-testid="spinner" role="status"></div></main>`;
    expect(showsSettledPage(root)).toBe(false);
    root.innerHTML = `<main><h1 elementtiming="${PAGE_CONTENT}">Welcome</h1><section aria-busy="true"></section></main>`;
    expect(showsSettledPage(root)).toBe(false);
    root.innerHTML = `<main><h1 elementtiming="${PAGE_CONTENT}">Welcome</h1></main>`;
    expect(showsSettledPage(root)).toBe(true);
  });

  it('keeps the page’s markup without announcements, toasts or dialogs, with the app’s CSS rules but not the frame’s', () => {
    const appStyles = document.createElement('style');
    document.head.append(appStyles);
    appStyles.sheet!.insertRule('.card { padding: 1rem; }');
    const frame = document.createElement('style');
    frame.id = 'app-frame-style';
    frame.textContent = '.app-frame { min-height: 100vh; }';
    document.head.append(frame);
    const root = document.createElement('div');
    root.innerHTML = `<h1 elementtiming="${PAGE_CONTENT}">Welcome</h1><div class="card">Leo</div><div role="status">Saved</div><div aria-live="polite">3 new</div><div role="dialog">Share</div>`;

    const view = viewOf(root);

    expect(view?.html).toBe(`<h1 elementtiming="${PAGE_CONTENT}">Welcome</h1><div class="card">Leo</div>`);
    expect(view?.css).toMatch(/^\.card \{\s*padding: 1rem;\s*\}$/);
    expect(view?.css).not.toContain('app-frame');
    expect(root.textContent).toContain('Saved');
  });

  it('is not kept while the page is loading, nor when it is too large', () => {
    const root = document.createElement('div');
    root.innerHTML = `<h1 elementtiming="${PAGE_CONTENT}">Welcome</h1><div data-testid="spinner"></div>`;
    expect(viewOf(root)).toBeNull();
    root.innerHTML = `<h1 elementtiming="${PAGE_CONTENT}">Welcome</h1><p>${'x'.repeat(600 * 1024)}</p>`;
    expect(viewOf(root)).toBeNull();
  });

  it('is sent to the worker for the signed-in parent once the page has settled, and not while nobody is signed in', () => {
    jest.useFakeTimers();
    const postMessage = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage } }, configurable: true });
    window.history.replaceState(null, '', '/child/7?tab=plan');
    const root = document.createElement('div');
    root.innerHTML = `<h1 elementtiming="${PAGE_CONTENT}">Leo</h1>`;
    let userId: number | null = 4;
    const stop = keepLastViews(root, () => userId);
    try {
      jest.advanceTimersByTime(SETTLED_MS);
      expect(postMessage).toHaveBeenCalledWith({
        type: 'keep-last-view',
        userId: 4,
        path: '/child/7?tab=plan',
        view: { html: `<h1 elementtiming="${PAGE_CONTENT}">Leo</h1>`, css: '' },
      });
      userId = null;
      root.append('Age: 4 years');
      jest.advanceTimersByTime(SETTLED_MS);
      expect(postMessage).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('stays on screen until the app has drawn the page’s content, then goes with its style', async () => {
    const root = pageWithLastView();
    replaceLastViewWhenReady(root);
    root.innerHTML = `<h1 elementtiming="${PAGE_CONTENT}">Welcome, Maya</h1><div data-testid="spinner"></div>`;
    await flushObservers();
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).not.toBeNull();

    root.querySelector('[data-testid="spinner"]')!.remove();
    await flushObservers();

    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
    expect(document.getElementById(FIRST_SCREEN_STYLE_ID)).toBeNull();
  });

  it('gives way to whatever the app shows when the page never draws its content', () => {
    jest.useFakeTimers();
    const root = pageWithLastView();
    replaceLastViewWhenReady(root);
    root.innerHTML = '<p role="alert">This part of Flourishly is unavailable right now</p>';
    jest.advanceTimersByTime(LAST_VIEW_FALLBACK_MS - 1);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });
});
