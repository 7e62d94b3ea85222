import { preloadIllustrations } from './illustrations';

describe('preloadIllustrations', () => {
  const OriginalImage = window.Image;
  afterEach(() => {
    window.Image = OriginalImage;
  });

  it('loads every image and only logs the ones that fail', async () => {
    const requested: string[] = [];
    class FakeImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        requested.push(url);
        setTimeout(() => (url.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
      }
    }
    window.Image = FakeImage as unknown as typeof Image;
    const log = jest.fn();
    await expect(preloadIllustrations(['/a.svg', '/broken.svg'], log)).resolves.toHaveLength(2);
    expect(requested).toEqual(['/a.svg', '/broken.svg']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Could not preload landing illustration', '/broken.svg');
  });
});
