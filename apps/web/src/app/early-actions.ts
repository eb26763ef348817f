import { ownedByReact, untilOwnedByReact, type EarlyActionsHold } from './early-actions-hold';

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
      /** Whether React had the control when the value was noted (it then had the change too). */
      owned?: boolean;
    };

/** The actions the loader held, as far as they are actions on elements of this page. */
export function earlyActionsOf(held: unknown): EarlyAction[] {
  return Array.isArray(held) ? held.filter(isEarlyAction) : [];
}

function isEarlyAction(value: unknown): value is EarlyAction {
  if (typeof value !== 'object' || value === null) return false;
  const { type, target, value: given, owned } = value as Record<string, unknown>;
  if (type === 'click') return target instanceof HTMLElement;
  if (type === 'submit') return target instanceof HTMLFormElement;
  return (
    type === 'value' &&
    typeof given === 'string' &&
    (owned === undefined || typeof owned === 'boolean') &&
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
 * Whether a held tap opens a dialog (the amount's, the cookie settings) the applicant has since
 * gone on from: something else held after it, a key typed since the take-over, or the focus on
 * another control. Opened now, over what they do, it would take their focus and keystrokes
 * (walker w13: the e-mail typed went to the amount dialog, its spaces pressing "less"). Given
 * last, the focus on it or on nothing, it opens the dialog.
 */
function opensADialogTooLate(
  action: EarlyAction,
  heldAfter: boolean,
  typedSinceTakeOver: ReadonlySet<EventTarget>,
): boolean {
  if (action.type !== 'click' || !action.target.closest('[aria-haspopup="dialog"]')) return false;
  const focused = document.activeElement;
  const focusElsewhere =
    focused !== null && focused !== document.body && !action.target.contains(focused);
  return heldAfter || typedSinceTakeOver.size > 0 || focusElsewhere;
}

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
  // The last value noted on each control, React's or not: React takes the page over in slices,
  // and a control it had early may have been typed into before the hand-over began.
  const lastValueOf = new Map<Element, EarlyAction>();
  for (const action of actions) if (action.type === 'value') lastValueOf.set(action.target, action);
  for (const [index, action] of actions.entries()) {
    await untilOwnedByReact([action.target]);
    await nextTask();
    if (!action.target.isConnected) continue;
    if (opensADialogTooLate(action, index < actions.length - 1, typedSinceTakeOver)) continue;
    // A value is set again once, the last noted on its control, when React did not have the
    // control then, and only on a control nothing was typed into since the take-over (React had
    // those keystrokes as they came, and any noted after React had it). React may have drawn its
    // own value over the one held as it took the page over: that is no reason to skip it.
    if (
      action.type === 'value' &&
      (lastValueOf.get(action.target) !== action ||
        action.owned === true ||
        typedSinceTakeOver.has(action.target))
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

/**
 * A control the applicant changed on the page sent, by its name: the text typed, the option
 * chosen, a box ticked or unticked, a radio chosen (by its value).
 */
interface SentPageChange {
  name: string;
  value: string;
  /** For a box or a radio: whether it is ticked. */
  checked?: boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const controlsOf = (root: ParentNode) =>
  [...root.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) => control.name !== '' && control.type !== 'hidden',
  );
const isTick = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * What the applicant changed on the page sent (a control's state against the one the HTML gave
 * it), read before a page drawn afresh replaces it. Controls without a name (the language select)
 * are not answers.
 */
export function changesOnSentPage(root: ParentNode): SentPageChange[] {
  return controlsOf(root).flatMap((control): SentPageChange[] => {
    const { name, value } = control;
    if (isTick(control)) {
      const changed =
        control.type === 'radio'
          ? control.checked && !control.defaultChecked
          : control.checked !== control.defaultChecked;
      return changed ? [{ name, value, checked: control.checked }] : [];
    }
    const changed =
      control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : value !== control.defaultValue;
    return changed ? [{ name, value }] : [];
  });
}

/** The control of the page drawn afresh that takes a change, when React has drawn it. */
function controlFor(root: ParentNode, change: SentPageChange): Control | undefined {
  return controlsOf(root).find(
    (control) =>
      control.name === change.name &&
      ownedByReact(control) &&
      (control.type !== 'radio' || control.value === change.value),
  );
}

/** How long the page drawn afresh may take to show a changed control (its code may still load). */
const DRAWN_WAIT_MS = 10_000;

/**
 * A page drawn afresh (a returning applicant's own) replaced the page sent (`sentPage`, its
 * elements kept aside as the applicant left them): what they typed or ticked there is set on the
 * same controls once React draws them, as the applicant would (a box is ticked by a tap, only
 * when it is not as they left it). A control the new page does not show, or one typed into since
 * it was drawn, is left as it is.
 */
export async function carryOverChanges(
  sentPage: ParentNode,
  root: ParentNode,
  typedSinceDrawn: ReadonlySet<EventTarget>,
  waitMs = DRAWN_WAIT_MS,
): Promise<void> {
  const until = performance.now() + waitMs;
  const pending = changesOnSentPage(sentPage);
  while (pending.length > 0 && performance.now() < until) {
    for (const change of [...pending]) {
      const control = controlFor(root, change);
      if (!control) continue;
      pending.splice(pending.indexOf(change), 1);
      if (typedSinceDrawn.has(control)) continue;
      if (change.checked === undefined) setValue(control, change.value);
      else if (control instanceof HTMLInputElement && control.checked !== change.checked)
        control.click();
    }
    if (pending.length > 0) await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
