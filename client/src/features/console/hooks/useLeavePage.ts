import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Set by the desktop shell: closes the tab of the page shown and goes to `to` (a form's tab closes
 * once it is saved or cancelled; the mobile area has no tabs, so there it is a plain navigation).
 */
export const ConsoleLeaveContext = createContext<((to: string) => void) | null>(null);

/** Leaves the current console page for `to`, closing its desktop tab. */
export function useLeavePage(): (to: string) => void {
  const leave = useContext(ConsoleLeaveContext);
  const navigate = useNavigate();
  return leave ?? ((to) => void navigate(to));
}
