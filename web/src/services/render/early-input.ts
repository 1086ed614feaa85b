import { useEffect, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

// A prerendered page is on screen, and usable, before React takes it over. Text typed that early is
// handed to the form by useValueTypedBeforeHydration (components/Field.tsx); this does the same for
// choices: checkboxes, radios (segmented controls) and selects. React leaves a box the user ticked
// alone when it hydrates, but its state still says "unticked", and the next render of that box
// unticks it again; a click that lands while React is hydrating is read as no change and undone.
// So the page notes every such choice, from before its scripts ran (the HTML's defaults tell them)
// until it is interactive, and each control hands its own over, as a change the form receives,
// once the page is hydrated.

type Choice = { checked: boolean } | { value: string };
const early = new WeakMap<Element, Choice>();

const isChoiceInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

/** The value a select shows before anyone touches it: its option marked selected in the HTML, else the first it can show. */
function defaultValueOf(select: HTMLSelectElement): string | undefined {
  const options = [...select.options];
  return (options.find((o) => o.defaultSelected) ?? options.find((o) => !o.disabled))?.value;
}

function noteChecked(input: HTMLInputElement) {
  if (input.type === 'radio') {
    // The group's latest choice is the one that counts.
    if (!input.checked) return;
    for (const other of document.getElementsByName(input.name)) if (other !== input) early.delete(other);
  }
  early.set(input, { checked: input.checked });
}

const interactive = () => document.documentElement.hasAttribute('data-interactive');

function onClick(event: Event) {
  if (interactive()) return stopNoting();
  // Capture phase on the document: before React's own listener, the box already toggled.
  if (isChoiceInput(event.target)) noteChecked(event.target);
}

function onChange(event: Event) {
  if (interactive()) return stopNoting();
  if (event.target instanceof HTMLSelectElement) early.set(event.target, { value: event.target.value });
}

function stopNoting() {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('change', onChange, true);
}

/** Called once, just before a prerendered page is hydrated (main.tsx). */
export function noteChoicesMadeBeforeHydration(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) {
    if (input.checked !== input.defaultChecked) noteChecked(input);
  }
  for (const select of root.querySelectorAll('select')) {
    if (!select.multiple && select.value !== defaultValueOf(select)) early.set(select, { value: select.value });
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
}

/** The choice made on `element` before the page was interactive, once (later calls: undefined). */
export function takeEarlyChoice(element: Element): Choice | undefined {
  const choice = early.get(element);
  early.delete(element);
  return choice;
}

/**
 * Hands a choice made before hydration to a controlled checkbox, radio or select, as a change its
 * onChange receives: `current` is what the form's state says now (checked, or the select's value).
 */
export function useChoiceMadeBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  current: boolean | string | undefined,
) {
  const hydrated = useHydrated();
  useEffect(() => {
    const element = ref.current;
    if (!hydrated || !element || current === undefined) return;
    const choice = takeEarlyChoice(element);
    if (!choice) return;
    if ('checked' in choice && element instanceof HTMLInputElement && choice.checked !== current)
      handOverChecked(element, choice.checked);
    if ('value' in choice && element instanceof HTMLSelectElement && choice.value !== current)
      handOverValue(element, choice.value);
    // Once, when the page becomes interactive; `current` is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
}

function handOverChecked(input: HTMLInputElement, checked: boolean) {
  // React's value tracker sees the assignment through the element (it now holds the opposite), the
  // prototype's setter goes past it; React reads checkboxes and radios changing from clicks, and a
  // plain Event (not a MouseEvent) named click does not toggle the box again.
  input.checked = !checked;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(input, checked);
  input.dispatchEvent(new Event('click', { bubbles: true }));
}

function handOverValue(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
