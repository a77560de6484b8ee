/** The console's grades area (issue 17). */
export function AdminGradesPage() {
  return null;
}
