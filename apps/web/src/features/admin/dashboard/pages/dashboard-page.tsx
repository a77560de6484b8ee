/** The console's dashboard area (issue 17). */
export function AdminDashboardPage() {
  return null;
}
