// A choice the shopper made before the page's scripts took over (a radio button or a box ticked on a
// slow phone). React leaves such a change alone while it hydrates, but the next render of a controlled
// input puts it back to the state's first value, and state that shows, hides or requires fields would
// disagree with what the page shows. So, once, when the form first renders in the browser, the state
// takes what the page shows.
import { useLayoutEffect } from 'react';

export function useEarlyChoice<T>(read: () => T | undefined, current: T, choose: (value: T) => void): void {
  useLayoutEffect(() => {
    const shown = read();
    if (shown !== undefined && shown !== current) choose(shown);
    // once, at the first render in the browser: later choices arrive through onChange
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The value of the checked radio button named `name` inside `root`, if one is checked. */
export function checkedRadioValue(root: HTMLElement | null, name: string): string | undefined {
  return root?.querySelector<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(name)}"]:checked`)?.value;
}
