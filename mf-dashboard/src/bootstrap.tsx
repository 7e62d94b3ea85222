import { ChildIdRoute, renderStandalone } from '@flourishly/platform';
import { ActivitiesPage } from './exposes/ActivitiesPage';
import { AddActivityPage } from './exposes/AddActivityPage';
import { AssessmentsPage } from './exposes/AssessmentsPage';
import { ChildActivitiesTab } from './exposes/ChildActivitiesTab';
import { ChildDashboardTab } from './exposes/ChildDashboardTab';
import { DevelopmentReportPage } from './exposes/DevelopmentReportPage';
import { LearningPathTab } from './exposes/LearningPathTab';
import { NewAssessmentPage } from './exposes/NewAssessmentPage';
import { ParentDashboard } from './exposes/ParentDashboard';
import { ParentTipsPage } from './exposes/ParentTipsPage';
import { ProgressReportsTab } from './exposes/ProgressReportsTab';
import { ReportsPage } from './exposes/ReportsPage';

// Standalone page for this remote's own dev server: one route per exposed module.
void renderStandalone([
  { path: '/', element: <ActivitiesPage /> },
  { path: '/ActivitiesPage/*', element: <ActivitiesPage /> },
  { path: '/AddActivityPage/:childId', element: <ChildIdRoute render={(childId) => <AddActivityPage childId={childId} />} /> },
  { path: '/LearningPathTab/:childId', element: <ChildIdRoute render={(childId) => <LearningPathTab childId={childId} />} /> },
  { path: '/ChildActivitiesTab/:childId', element: <ChildIdRoute render={(childId) => <ChildActivitiesTab childId={childId} />} /> },
  { path: '/AssessmentsPage/*', element: <AssessmentsPage /> },
  { path: '/ChildDashboardTab/:childId', element: <ChildIdRoute render={(childId) => <ChildDashboardTab childId={childId} />} /> },
  { path: '/DevelopmentReportPage/:childId', element: <ChildIdRoute render={(childId) => <DevelopmentReportPage childId={childId} />} /> },
  { path: '/NewAssessmentPage/:childId', element: <ChildIdRoute render={(childId) => <NewAssessmentPage childId={childId} />} /> },
  { path: '/ParentDashboard/*', element: <ParentDashboard /> },
  { path: '/ParentTipsPage/*', element: <ParentTipsPage /> },
  { path: '/ReportsPage/*', element: <ReportsPage /> },
  { path: '/ProgressReportsTab/:childId', element: <ChildIdRoute render={(childId) => <ProgressReportsTab childId={childId} />} /> },
]);
