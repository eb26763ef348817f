import { untilOwnedByReact, type EarlyActionsHold } from './early-actions-hold';

/**
 * What the applicant did on the page the server sent before its code arrived: the first page's
 * loader (server/deferred-assets.ts) holds taps on its buttons and a form's submission, and notes
 * the values set, until the app takes them.
 */
export type EarlyAction =
  | { type: 'click'; target: HTMLElement }
  | { type: 'submit'; target: HTMLFormElement }
  | {
      type: 'value';
      target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      value: string;
    };

/** The actions the loader held, as far as they are actions on elements of this page. */
export function earlyActionsOf(held: unknown): EarlyAction[] {
  return Array.isArray(held) ? held.filter(isEarlyAction) : [];
}

function isEarlyAction(value: unknown): value is EarlyAction {
  if (typeof value !== 'object' || value === null) return false;
  const { type, target, value: given } = value as Record<string, unknown>;
  if (type === 'click') return target instanceof HTMLElement;
  if (type === 'submit') return target instanceof HTMLFormElement;
  return (
    type === 'value' &&
    typeof given === 'string' &&
    (target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement)
  );
}

/**
 * Sets a value as the applicant did, so React's change handler sees it. React notes an element's
 * value when it takes it over, and fires onChange only for a value other than the one noted: the
 * element's own setter (which React watches) first clears it, the prototype's sets the answer.
 */
function setValue(
  target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
) {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))
    return; // React reads these from the element itself; a replayed click would undo the tick.
  target.value = '';
  const prototype = Object.getPrototypeOf(target) as object;
  Reflect.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Does again, in order, what was held, on the elements React now owns (gone ones are skipped),
 * each in a task of its own as the applicant's own were: React has drawn one tap's change
 * before the next tap (the Continue after two "less" sends the lowered amount). `pass` lets the
 * replayed events past the loader's hold.
 */
async function replayEarlyActions(
  actions: readonly EarlyAction[],
  pass: EarlyActionsHold['pass'],
  typedSinceTakeOver: ReadonlySet<EventTarget>,
): Promise<void> {
  const lastValueOf = new Map<Element, EarlyAction>();
  for (const action of actions) if (action.type === 'value') lastValueOf.set(action.target, action);
  for (const action of actions) {
    await untilOwnedByReact([action.target]);
    await nextTask();
    if (!action.target.isConnected) continue;
    // A value is set again once, the last noted on its control, and only on a control nothing
    // was typed into since the take-over (React had those keystrokes as they came). React may
    // have drawn its own value over the one held as it took the page over: that is no reason to
    // skip it.
    if (
      action.type === 'value' &&
      (lastValueOf.get(action.target) !== action || typedSinceTakeOver.has(action.target))
    )
      continue;
    pass(() => {
      if (action.type === 'click') action.target.click();
      else if (action.type === 'submit') action.target.requestSubmit();
      else setValue(action.target, action.value);
    });
  }
}

/**
 * Taps and submissions the hold took once React had the page. The values noted with them reached
 * React as they were typed (the hold notes them, it does not stop them): set again, they would
 * undo what was typed after them.
 */
const heldSinceTakeOver = (held: unknown) =>
  earlyActionsOf(held).filter((action) => action.type !== 'value');

/**
 * Replays `held` (taken as React took the page over), then the taps the hold took meanwhile,
 * until none is left; then stops the hold in the same task, so no tap falls between the last
 * replay and the page being React's alone.
 */
export async function replayUntilNothingHeld(
  hold: EarlyActionsHold,
  held: unknown,
  typedSinceTakeOver: ReadonlySet<EventTarget> = new Set(),
) {
  for (
    let actions = earlyActionsOf(held);
    actions.length > 0;
    actions = heldSinceTakeOver(hold.take())
  )
    await replayEarlyActions(actions, hold.pass, typedSinceTakeOver);
  hold.stop();
}
