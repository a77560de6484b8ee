/** The console's reports area (issue 17). */
export function AdminReportsPage() {
  return null;
}
