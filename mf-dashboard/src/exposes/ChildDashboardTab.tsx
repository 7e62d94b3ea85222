import styled from 'styled-components';
import { mediaUp } from '@flourishly/platform';
import { RecentAchievements } from '../features/achievements/RecentAchievements';
import { ConnectedDevices } from '../features/devices/ConnectedDevices';
import { DevelopmentProfile } from '../features/development-profile/DevelopmentProfile';
import { RecommendedScreenings } from '../features/development-profile/RecommendedScreenings';
import { GamesCard } from '../features/games-card/GamesCard';
import { LearningPlan } from '../features/learning-plan/LearningPlan';
import { ParentTips } from '../features/parent-tips/ParentTips';

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

export interface ChildDashboardTabProps {
  childId: number;
}

/**
 * The child page's Dashboard tab (exposed as './ChildDashboardTab'): a left column
 * with the Games card, Today's Learning Plan and Recent Achievements; a right column with
 * Development Profile, Recommended screenings (under 5 years), Tips for Parents and Connected Devices. The tab composes the features;
 * features do not import each other.
 */
export function ChildDashboardTab({ childId }: ChildDashboardTabProps) {
  return (
    <StyledGrid>
      <StyledColumn>
        <GamesCard childId={childId} />
        <LearningPlan childId={childId} />
        <RecentAchievements childId={childId} />
      </StyledColumn>
      <StyledColumn>
        <DevelopmentProfile childId={childId} />
        <RecommendedScreenings childId={childId} />
        <ParentTips childId={childId} />
        <ConnectedDevices childId={childId} />
      </StyledColumn>
    </StyledGrid>
  );
}

export default ChildDashboardTab;
