/*
 * A served page the app replaces instead of hydrating (main.tsx: a sign-in page with a query, an entry
 * with navigation state) shows its form before the app runs, and a person may type into it. What they
 * typed is read here just before the page is replaced, and the first form the app draws on that page
 * starts from it (useForm), so nothing typed is lost. A hydrated form keeps its own controls.
 */
type Typed = Map<string, string | boolean>;

let served: { path: string; typed: Typed } | null = null;

/** Reads what was typed or ticked into the named controls of `container`, the page about to be replaced. */
export function keepTypedBeforeStart(container: HTMLElement): void {
  const typed: Typed = new Map();
  for (const control of container.querySelectorAll('input[name], textarea[name]')) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) typed.set(control.name, control.checked);
    } else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked && !control.defaultChecked) typed.set(control.name, control.value);
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) typed.set(control.name, control.value);
    }
  }
  served = typed.size > 0 ? { path: window.location.pathname, typed } : null;
}

/** What was typed into this page's served form, by control name; given once, to the first form asking. */
export function takeTypedBeforeStart(): Typed {
  const taken = served?.path === window.location.pathname ? served.typed : new Map();
  served = null;
  return taken;
}
