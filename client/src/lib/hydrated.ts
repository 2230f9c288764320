import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true once the app runs it. A
 * server-rendered form that needs the app to send it keeps its submit button disabled until then: a
 * tap before the scripts have loaded would otherwise submit it natively, reloading the page with the
 * shopper's name, phone or address in its URL and losing what they typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(nothingToWatch, () => true, () => false);
}

/**
 * What the shopper typed or ticked in a server-rendered form before the app hydrated it, by field name,
 * handed once to `adopt` as the form mounts in the browser.
 *
 * React keeps such text on screen while it hydrates, but the form's state still holds the server's empty
 * values: the next render (the first keystroke, or the submit button coming alive) would wipe the fields,
 * and a submit would send nothing. Adopting them first keeps them. A layout effect, so the state is set
 * before anything re-renders.
 */
export function useTypedBeforeHydration(container: RefObject<HTMLElement | null>, adopt: (typed: Record<string, string>) => void): void {
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    container.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]').forEach((field) => {
      if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
        if (field.checked && !field.defaultChecked) typed[field.name] = field.value;
      } else if (field.value !== field.defaultValue) {
        typed[field.name] = field.value;
      }
    });
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, on mount: later typing goes through the fields' own change handlers.
  }, []);
}
