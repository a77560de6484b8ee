/** The console's members area (issue 17). */
export function AdminMembersPage() {
  return null;
}
