import { DashboardShell } from '../shell/dashboard-shell';

export default DashboardShell;
