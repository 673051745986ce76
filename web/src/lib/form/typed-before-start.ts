/*
 * A served page the app replaces instead of hydrating (main.tsx: a sign-in page with a query, an entry
 * with navigation state) shows its form before the app runs, and a person may type into it. Its controls
 * are kept aside just before the page is replaced, and the first form the app draws on that page starts
 * from what they hold (useForm), so nothing typed is lost. They are read when that form asks, after the
 * app's page has replaced them: typing that landed while the app was drawing still counts (a detached
 * control keeps its value). A hydrated form keeps its own controls.
 */
type Typed = Map<string, string | boolean>;
type Control = HTMLInputElement | HTMLTextAreaElement;

let served: { path: string; controls: Control[] } | null = null;

/** Keeps the named controls of `container`, the page about to be replaced, to read when a form asks. */
export function keepTypedBeforeStart(container: HTMLElement): void {
  const controls = Array.from(container.querySelectorAll<Control>('input[name], textarea[name]'));
  served = controls.length > 0 ? { path: window.location.pathname, controls } : null;
}

/** What each control holds that it did not hold when served, by name. */
function typedInto(controls: Control[]): Typed {
  const typed: Typed = new Map();
  for (const control of controls) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) typed.set(control.name, control.checked);
    } else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked && !control.defaultChecked) typed.set(control.name, control.value);
    } else if (control.value !== control.defaultValue) {
      typed.set(control.name, control.value);
    }
  }
  return typed;
}

/** What was typed into this page's served form, by control name; given once, to the first form asking. */
export function takeTypedBeforeStart(): Typed {
  const taken = served?.path === window.location.pathname ? typedInto(served.controls) : new Map();
  served = null;
  return taken;
}
