import { keepFirstScreenPresses, removeFirstScreen } from './first-screen';

/** A prerendered first screen and the live page of the same shape after it. */
function renderPages() {
  document.body.innerHTML =
    '<div id="first-screen"><header><a href="/signin">Log In</a><button type="button">Menu</button></header></div>' +
    '<div id="root"><header><a href="/signin">Log In</a><button type="button">Menu</button></header></div>';
  const [prerendered, live] = [...document.querySelectorAll('button')];
  const pressed = jest.fn();
  live.addEventListener('click', pressed);
  return { prerendered, live, pressed };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a press on the prerendered first screen', () => {
  it('is passed on to the same button of the live landing page when it takes the first screen’s place', async () => {
    const { prerendered, live, pressed } = renderPages();
    keepFirstScreenPresses();
    prerendered.focus();
    prerendered.click();

    removeFirstScreen(true);
    await Promise.resolve();

    expect(document.getElementById('first-screen')).toBeNull();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(live).toHaveFocus();
  });

  it('is dropped when something else takes its place (the signed-in app, the “unavailable” panel)', async () => {
    const { prerendered, pressed } = renderPages();
    keepFirstScreenPresses();
    prerendered.click();

    removeFirstScreen();
    await Promise.resolve();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('is not remembered from a link, nor without a press', async () => {
    const { pressed } = renderPages();
    keepFirstScreenPresses();
    document
      .querySelector<HTMLAnchorElement>('#first-screen a')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    removeFirstScreen(true);
    await Promise.resolve();
    expect(pressed).not.toHaveBeenCalled();
  });
});
