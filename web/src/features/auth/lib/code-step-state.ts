import { useEffect } from 'react';
import { useLocation, useNavigate } from '@/lib/router';

/**
 * The address a code was just mailed to, handed to /verify-email or /reset-password in the navigation's
 * state, so the page starts at the code step. Never in the URL: a URL lands in access logs and in the
 * browser's history, where anyone at the device can read it.
 */
export interface CodeStepState {
  codeSentTo: string;
}

export const codeStepState = (email: string): CodeStepState => ({ codeSentTo: email });

/**
 * The handed address: from the navigation's state, or from an `?email=` link (the spec's form, for a link
 * made elsewhere), which is then taken out of the address bar and kept in the state instead.
 */
export function useCodeStepEmail(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as Partial<CodeStepState> | null)?.codeSentTo;
  const linked = new URLSearchParams(location.search).get('email');
  const email = typeof handed === 'string' ? handed : linked;
  useEffect(() => {
    if (linked !== null) navigate(location.pathname, { replace: true, state: codeStepState(linked) });
  }, [linked, location.pathname, navigate]);
  return email;
}
