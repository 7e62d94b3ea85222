import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@flourishly/platform';
import { radarData, ScoresRadarChart } from './ScoresRadar';
import { scoreRows } from './scores';

const rows = scoreRows({
  cognitive: 80,
  physical: 60,
  socialEmotional: null,
  language: 40,
  moral: null,
  assessedAt: '2026-11-20T10:00:00Z',
});

/** The polygon's corners, from its SVG path. */
const corners = (path: string) => path.match(/[ML]-?[\d.]+,-?[\d.]+/g) ?? [];

describe('ScoresRadar', () => {
  it('labels unscored domains "not scored" and keeps their score empty instead of 0', () => {
    expect(radarData(rows)).toEqual([
      { label: 'Cognitive', score: 80 },
      { label: 'Physical', score: 60 },
      { label: 'Social-Emotional (not scored)', score: null },
      { label: 'Language', score: 40 },
      { label: 'Moral (not scored)', score: null },
    ]);
  });

  it('draws all five axes but the polygon only through the scored domains', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <ScoresRadarChart rows={rows} width={400} height={300} />
      </ThemeProvider>,
    );
    const ticks = [...container.querySelectorAll('.recharts-polar-angle-axis-tick text')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['Cognitive', 'Physical', 'Social-Emotional (not scored)', 'Language', 'Moral (not scored)']);
    const polygon = container.querySelector('.recharts-radar-polygon path');
    expect(polygon).not.toBeNull();
    expect(new Set(corners(polygon!.getAttribute('d') ?? '').map((corner) => corner.slice(1))).size).toBe(3);
  });

  it('draws no polygon when nothing is scored', () => {
    const none = scoreRows({
      cognitive: null,
      physical: null,
      socialEmotional: null,
      language: null,
      moral: null,
      assessedAt: '2026-11-20T10:00:00Z',
    });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <ScoresRadarChart rows={none} width={400} height={300} />
      </ThemeProvider>,
    );
    expect(container.querySelector('.recharts-polar-angle-axis')).not.toBeNull();
    expect(container.querySelector('.recharts-radar-polygon path')).toBeNull();
  });
});
