import { DateSettingsFromUser } from '../date-settings-from-user';
import { DashboardShell } from '../shell/dashboard-shell';

/** The signed-in app: dates are written in the user's pattern and zone from here down (auth pages show none). */
export default function DashboardLayout() {
  return (
    <DateSettingsFromUser>
      <DashboardShell />
    </DateSettingsFromUser>
  );
}
