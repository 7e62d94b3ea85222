const { createRemoteConfig } = require('@flourishly/webpack-config');

module.exports = createRemoteConfig({
  // Container name and dev port: this folder's entry in packages/contracts/remotes.json.
  dir: __dirname,
  // The shell provides the federation runtime (docs/architecture.md, "Landing start path").
  externalRuntime: true,
  exposes: {
    './ParentDashboard': './src/exposes/ParentDashboard.tsx',
    './ChildDashboardTab': './src/exposes/ChildDashboardTab.tsx',
    './LearningPathTab': './src/exposes/LearningPathTab.tsx',
    './ChildActivitiesTab': './src/exposes/ChildActivitiesTab.tsx',
    './ProgressReportsTab': './src/exposes/ProgressReportsTab.tsx',
    './GrowthTab': './src/exposes/GrowthTab.tsx',
    './ImmunisationsTab': './src/exposes/ImmunisationsTab.tsx',
    './ActivitiesPage': './src/exposes/ActivitiesPage.tsx',
    './AssessmentsPage': './src/exposes/AssessmentsPage.tsx',
    './ReportsPage': './src/exposes/ReportsPage.tsx',
    './ParentTipsPage': './src/exposes/ParentTipsPage.tsx',
    './AddActivityPage': './src/exposes/AddActivityPage.tsx',
    './DevelopmentReportPage': './src/exposes/DevelopmentReportPage.tsx',
    './NewAssessmentPage': './src/exposes/NewAssessmentPage.tsx',
    './SharedReportPage': './src/exposes/SharedReportPage.tsx',
  },
});
