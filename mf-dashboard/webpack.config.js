const { createAppConfig } = require('@flourishly/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_dashboard',
  port: 3011,
  // The shell provides the federation runtime (docs/architecture.md, "Landing start path").
  externalRuntime: true,
  exposes: {
    './ParentDashboard': './src/exposes/ParentDashboard.tsx',
    './ChildDashboardTab': './src/exposes/ChildDashboardTab.tsx',
    './LearningPathTab': './src/exposes/LearningPathTab.tsx',
    './ChildActivitiesTab': './src/exposes/ChildActivitiesTab.tsx',
    './ProgressReportsTab': './src/exposes/ProgressReportsTab.tsx',
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
