import { describeRemoteContract } from '@flourishly/platform/testing/remote-contract';
import { join } from 'node:path';

// Renaming an expose or changing an exposed module's props fails here (and in the type check) before a release.
describeRemoteContract('mf_dashboard', join(__dirname, '..'), {
  'mf_dashboard/ParentDashboard': () => import('./exposes/ParentDashboard'),
  'mf_dashboard/ChildDashboardTab': () => import('./exposes/ChildDashboardTab'),
  'mf_dashboard/LearningPathTab': () => import('./exposes/LearningPathTab'),
  'mf_dashboard/ChildActivitiesTab': () => import('./exposes/ChildActivitiesTab'),
  'mf_dashboard/ProgressReportsTab': () => import('./exposes/ProgressReportsTab'),
  'mf_dashboard/GrowthTab': () => import('./exposes/GrowthTab'),
  'mf_dashboard/ImmunisationsTab': () => import('./exposes/ImmunisationsTab'),
  'mf_dashboard/ActivitiesPage': () => import('./exposes/ActivitiesPage'),
  'mf_dashboard/AssessmentsPage': () => import('./exposes/AssessmentsPage'),
  'mf_dashboard/ReportsPage': () => import('./exposes/ReportsPage'),
  'mf_dashboard/ParentTipsPage': () => import('./exposes/ParentTipsPage'),
  'mf_dashboard/AddActivityPage': () => import('./exposes/AddActivityPage'),
  'mf_dashboard/DevelopmentReportPage': () => import('./exposes/DevelopmentReportPage'),
  'mf_dashboard/NewAssessmentPage': () => import('./exposes/NewAssessmentPage'),
  'mf_dashboard/SharedReportPage': () => import('./exposes/SharedReportPage'),
});
