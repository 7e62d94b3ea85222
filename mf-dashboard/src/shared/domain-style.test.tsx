import { render } from '@testing-library/react';
import { GAME_DOMAINS } from '@flourishly/contracts';
import { theme } from '@flourishly/platform';
import { DomainIcon } from './DomainIcon';
import { domainStyle, statusBadge } from './domain-style';

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('domainStyle', () => {
  it('gives each domain its label and colour, and unknown domains General with the default colour', () => {
    expect(domainStyle('social-emotional')).toEqual({ label: 'Social-Emotional', color: theme.colors.domain['social-emotional'] });
    expect(domainStyle('mystery')).toEqual({ label: 'General', color: theme.colors.domain.default });
    expect(domainStyle('toString')).toEqual({ label: 'General', color: theme.colors.domain.default });
  });

  it('uses colours with at least 4.5:1 contrast as text on the card surface and the page background', () => {
    for (const domain of [...GAME_DOMAINS, 'general']) {
      const { color } = domainStyle(domain);
      expect([domain, contrastRatio(color, theme.colors.surface) >= 4.5]).toEqual([domain, true]);
      expect([domain, contrastRatio(color, theme.colors.background) >= 4.5]).toEqual([domain, true]);
    }
  });

  it('maps statuses to the section-4 badges', () => {
    expect(['completed', 'upcoming', 'skipped', 'weird'].map(statusBadge)).toEqual(['Completed', 'Upcoming', 'Skipped', null]);
  });
});

describe('DomainIcon', () => {
  it('draws a decorative inline SVG per domain (no emoji) and a default star for unknown domains', () => {
    const { container } = render(
      <>
        {[...GAME_DOMAINS, 'mystery'].map((domain) => (
          <DomainIcon key={domain} domainType={domain} />
        ))}
      </>,
    );
    const icons = [...container.querySelectorAll('svg')];
    expect(icons.map((icon) => icon.getAttribute('data-icon'))).toEqual([...GAME_DOMAINS, 'default']);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('focusable', 'false');
      expect(icon.querySelector('path, circle')).not.toBeNull();
    }
    // Distinct drawings per domain.
    expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(icons.length);
    expect(container.textContent).toBe('');
  });
});
