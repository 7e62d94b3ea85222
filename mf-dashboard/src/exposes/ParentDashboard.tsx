import { ParentDashboard } from '../features/parent-dashboard/ParentDashboard';

/** The parent dashboard at `/` and /dashboard (exposed as './ParentDashboard'). */
export { ParentDashboard };
export default ParentDashboard;
