import styled from 'styled-components';
import { mediaUp } from '@flourishly/platform';
import { RecentAchievements } from '../achievements/RecentAchievements';
import { ConnectedDevices } from '../devices/ConnectedDevices';
import { DevelopmentProfile } from '../development-profile/DevelopmentProfile';
import { GamesCard } from '../games-card/GamesCard';
import { LearningPlan } from '../learning-plan/LearningPlan';
import { ParentTips } from '../parent-tips/ParentTips';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export interface ChildDashboardLayoutProps {
  childId: number;
}

/**
 * The child page's Dashboard tab (spec section 2): a left column with the Games card, Today's
 * Learning Plan and Recent Achievements; a right column with Development Profile, Tips for
 * Parents and Connected Devices.
 */
export function ChildDashboardLayout({ childId }: ChildDashboardLayoutProps) {
  return (
    <StyledGrid>
      <StyledColumn>
        <GamesCard childId={childId} />
        <LearningPlan childId={childId} />
        <RecentAchievements childId={childId} />
      </StyledColumn>
      <StyledColumn>
        <DevelopmentProfile childId={childId} />
        <ParentTips childId={childId} />
        <ConnectedDevices childId={childId} />
      </StyledColumn>
    </StyledGrid>
  );
}
