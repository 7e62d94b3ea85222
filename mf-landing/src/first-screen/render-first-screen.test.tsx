/** @jest-environment node */
import { FIRST_SCREEN_APP_HOST } from '@flourishly/contracts/first-screen';
import { firstScreenFiles, renderFirstScreen } from './render-first-screen';

describe('renderFirstScreen', () => {
  const { html, css } = renderFirstScreen();

  it('renders the header, the hero, the trusted-by strip and the stats, and nothing below them', () => {
    expect(html).toContain('<h1 id="hero-title"');
    expect(html).toContain('Understand your child. Support every stage of growing up.');
    expect(html).toContain('Trusted by families and schools such as');
    expect(html).toContain('Children supported');
    expect(html).not.toContain('id="pricing"');
    expect(html).not.toContain('id="footer"');
  });

  it('links to sign-up through the app host placeholder, for the server to fill in', () => {
    expect(html).toContain(`href="${FIRST_SCREEN_APP_HOST}/signup"`);
    expect(html).toContain(`href="${FIRST_SCREEN_APP_HOST}/signin"`);
  });

  it('carries the CSS of every class it uses and the global style, without rehydration markers', () => {
    expect(css).toMatch(/(^|\n)body\{margin:0;/);
    expect(css).not.toContain('data-styled');
    const classes = new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names.split(' ')).filter((name) => !name.startsWith('sc-')),
    );
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(css).toContain(`.${name}`);
  });
});

describe('the first screen in Hindi', () => {
  const { html, css } = renderFirstScreen('hi');

  it('speaks Hindi, with the same links and parts as the English one', () => {
    expect(html).toContain('अपने बच्चे को समझें। बड़े होने के हर पड़ाव पर उसका साथ दें।');
    expect(html).not.toContain('Understand your child');
    expect(html).toContain('<h1 id="hero-title"');
    expect(html).toContain(`href="${FIRST_SCREEN_APP_HOST}/signup"`);
    expect(html).not.toContain('id="pricing"');
    expect(css).toMatch(/(^|\n)body\{margin:0;/);
  });

  it('is written beside the English one, one file per language', () => {
    const files = firstScreenFiles();
    expect(Object.keys(files).sort()).toEqual(['first-screen.hi.json', 'first-screen.json']);
    expect(files['first-screen.json'].html).toContain('Understand your child. Support every stage of growing up.');
    expect(files['first-screen.hi.json'].html).toBe(html);
  });
});
