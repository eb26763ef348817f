import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense, use, useState } from 'react';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  CODE_FAILED_EVENT,
  DEFERRED_ASSETS_ELEMENT_ID,
  DEFERRED_ASSETS_LOADER,
  LOAD_FAILED_ELEMENT_ID,
  SENDING_MARK_ATTRIBUTE,
} from '../../server/deferred-assets';
import { carryOverChanges, changesOnSentPage, earlyActionsOf } from './early-actions';
import {
  carryOverSentPage,
  handOverEarlyActions,
  noteOwnershipWithValues,
  ownedByReact,
  stopHoldingEarlyActions,
  untilOwnedByReact,
} from './early-actions-hold';

/** What the loader still holds, and it stops holding. */
const takeEarlyActions = () => earlyActionsOf(stopHoldingEarlyActions());

/** A first page in small: an amount slider, a button that lowers it, a name, a form that is sent. */
function LoanPage({
  onSend,
  onType = () => undefined,
}: {
  onSend: (amount: number) => void;
  onType?: (name: string) => void;
}) {
  const [amount, setAmount] = useState(1000);
  const [name, setName] = useState('');
  const [changing, setChanging] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(amount);
      }}
    >
      <input
        type="range"
        aria-label="amount"
        min={100}
        max={1000}
        step={100}
        value={amount}
        onChange={(event) => setAmount(Number(event.target.value))}
      />
      <button type="button" onClick={() => setAmount((value) => value - 100)}>
        less
      </button>
      <output>{amount}</output>
      <button type="button" aria-haspopup="dialog" onClick={() => setChanging(true)}>
        change
      </button>
      {changing ? <div role="dialog" aria-label="change" /> : null}
      <input
        aria-label="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          onType(event.target.value);
        }}
      />
      <button type="submit">Continue</button>
    </form>
  );
}

let root: Root | undefined;
/**
 * The replay runs in the browser's own time, task after task, as it does on the page: outside
 * act() (which would put off React's drawing of each replayed tap until its end), so React is told
 * this is no act() environment except within `inAct`.
 */
const actEnvironment = (on: boolean) => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', on);
beforeAll(() => actEnvironment(false));
async function inAct(run: () => void | Promise<void>) {
  actEnvironment(true);
  try {
    await act(async () => run());
  } finally {
    actEnvironment(false);
  }
}
afterEach(async () => {
  // The loader loads in a frame, then a timeout: let it run before the page goes, or it fires
  // once the test environment is torn down ("document is not defined", failing the whole run).
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await inAct(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  takeEarlyActions();
});

/** The page as the server sends it, with the loader running (it requests nothing here). */
function servePage(sent: number[]) {
  document.body.innerHTML = `<div id="root" data-prerendered="default-es">${renderToString(
    <LoanPage onSend={(amount) => sent.push(amount)} />,
  )}</div><script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">{"scripts":[],"modulePreloads":[],"fetches":[]}</script>`;
  new Function(DEFERRED_ASSETS_LOADER)();
}

/** Hydrates the page the server sent. */
async function hydrate(sent: number[], typed: string[] = []) {
  const container = document.getElementById('root') as HTMLElement;
  noteOwnershipWithValues();
  await inAct(() => {
    root = hydrateRoot(
      container,
      <LoanPage onSend={(amount) => sent.push(amount)} onType={(name) => typed.push(name)} />,
    );
  });
}

/** As start.tsx does once React owns the page: hands what was held over, the replay's code loaded by `load`. */
const handOver = (load = () => import('./early-actions')) => handOverEarlyActions(load);

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name);

describe('what an applicant does before the code arrives', () => {
  test('taps and a submission are held, not sent natively, and replayed in order once React has the page', async () => {
    const sent: number[] = [];
    servePage(sent);
    const submitted: Event[] = [];
    document.addEventListener('submit', (event) => submitted.push(event));
    button('less')?.click();
    button('less')?.click();
    button('Continue')?.click();
    // Nothing happened yet: no native submission reloaded the page.
    expect(submitted.filter((event) => !event.defaultPrevented)).toEqual([]);
    expect(document.querySelector('output')?.textContent).toBe('1000');

    await hydrate(sent);
    await handOver();

    await waitFor(() => expect(sent).toEqual([800]));
    expect(document.querySelector('output')?.textContent).toBe('800');
  });

  // Walked on a slow line: a Continue tapped before the code came showed nothing for seconds.
  test('a Continue held marks the page sending until its replay, and React takes the page over as it drew it', async () => {
    const sent: number[] = [];
    servePage(sent);
    const page = document.getElementById('root') as HTMLElement;
    button('less')?.click();
    expect(page.hasAttribute(SENDING_MARK_ATTRIBUTE)).toBe(false);
    button('Continue')?.click();
    expect(page.hasAttribute(SENDING_MARK_ATTRIBUTE)).toBe(true);
    // React's own elements as the server drew them: no hydration warning (console.error fails).
    expect(button('Continue')?.getAttributeNames().sort()).toEqual(['type']);

    await hydrate(sent);
    await handOver();

    await waitFor(() => expect(sent).toEqual([900]));
    expect(page.hasAttribute(SENDING_MARK_ATTRIBUTE)).toBe(false);
  });

  test('when the code cannot load, a Continue held is not left sending', async () => {
    const sent: number[] = [];
    servePage(sent);
    const page = document.getElementById('root') as HTMLElement;
    button('Continue')?.click();
    expect(page.hasAttribute(SENDING_MARK_ATTRIBUTE)).toBe(true);
    vi.mocked(console.error).mockImplementation(() => undefined);
    window.dispatchEvent(new ErrorEvent(CODE_FAILED_EVENT, { error: new Error('gone') }));
    expect(page.hasAttribute(SENDING_MARK_ATTRIBUTE)).toBe(false);
  });

  test('a tap that opens a dialog, given last, opens it once the code has come', async () => {
    const sent: number[] = [];
    servePage(sent);
    button('change')?.click();
    await hydrate(sent);
    await handOver();

    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
  });

  test('a tap that opens a dialog is dropped once the applicant went on to type elsewhere', async () => {
    // Walker w13 (credisol-es, 6x CPU on a slow line): "Cambiar importe" tapped before the code,
    // then the e-mail typed; the dialog opened 15 s later over the typing, took the focus, and the
    // spaces typed pressed its "less".
    const sent: number[] = [];
    const typed: string[] = [];
    servePage(sent);
    button('change')?.click();
    const name = document.querySelector('input[aria-label="name"]') as HTMLInputElement;
    name.focus();
    name.value = 'Ana';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    button('less')?.click();
    await hydrate(sent, typed);
    await handOver();

    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('900'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(name.value).toBe('Ana');
  });

  test('a tap that opens a dialog is dropped once the focus went elsewhere, typed into since the take-over', async () => {
    const sent: number[] = [];
    const typed: string[] = [];
    servePage(sent);
    button('change')?.click();
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await hydrate(sent, typed);
    const handedOver = handOver(async () => {
      await arrived;
      return import('./early-actions');
    });
    const name = document.querySelector('input[aria-label="name"]') as HTMLInputElement;
    name.focus();
    await inAct(() => void fireEvent.input(name, { target: { value: 'Ana' } }));
    release();
    await handedOver;

    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  test('a tap given while the replay’s code is on its way waits for the taps held before it', async () => {
    const sent: number[] = [];
    servePage(sent);
    button('less')?.click();
    // The replay's code is a chunk of its own: on a slow line it comes a while after the take-over.
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await hydrate(sent);
    const handedOver = handOver(async () => {
      await arrived;
      return import('./early-actions');
    });
    button('Continue')?.click();
    release();
    await handedOver;

    // The lowered amount is sent, not the one the page came with.
    await waitFor(() => expect(sent).toEqual([900]));
    // Once everything held was replayed, nothing is held any more.
    await inAct(() => button('less')?.click());
    expect(document.querySelector('output')?.textContent).toBe('800');
  });

  test('what is typed while the replay’s code is on its way reaches React once, and is not set again', async () => {
    const sent: number[] = [];
    const typed: string[] = [];
    servePage(sent);
    button('less')?.click();
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await hydrate(sent, typed);
    const handedOver = handOver(async () => {
      await arrived;
      return import('./early-actions');
    });
    // React has the page: each keystroke reaches it as it is typed.
    const name = document.querySelector('input[aria-label="name"]') as HTMLInputElement;
    for (const text of ['A', 'An', 'Ana'])
      await inAct(() => void fireEvent.input(name, { target: { value: text } }));
    release();
    await handedOver;

    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('900'));
    // Not typed again after the replay: a keystroke given meanwhile would have been undone.
    expect(typed).toEqual(['A', 'An', 'Ana']);
    expect(name.value).toBe('Ana');
  });

  test('typed before and after the take-over, while the replay’s code is on its way: the later keystrokes stay', async () => {
    const sent: number[] = [];
    const typed: string[] = [];
    servePage(sent);
    // The first letter before the code came (the loader notes it) ...
    const name = document.querySelector('input[aria-label="name"]') as HTMLInputElement;
    name.value = 'w';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await hydrate(sent, typed);
    const handedOver = handOver(async () => {
      await arrived;
      return import('./early-actions');
    });
    // ... the rest once React had the page, before the replay's code arrived.
    for (const text of ['wa', 'wal', 'walk'])
      await inAct(() => void fireEvent.input(name, { target: { value: text } }));
    release();
    await handedOver;

    // The letter noted before is not set again over what came after it.
    expect(name.value).toBe('walk');
    expect(typed.at(-1)).toBe('walk');
  });

  test('typed before React had the control and after, before the hand-over began: the later keystrokes stay', async () => {
    // Walker X (credisol-es at 6x CPU): React takes the page over in slices, the e-mail field
    // first, and the hand-over waits for every control; the keystrokes between were lost.
    const sent: number[] = [];
    const typed: string[] = [];
    servePage(sent);
    const name = document.querySelector('input[aria-label="name"]') as HTMLInputElement;
    name.value = 'w';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await hydrate(sent, typed);
    // React has the field; the rest of the page is still being taken over, so no hand-over yet.
    for (const text of ['wa', 'wal', 'walk'])
      await inAct(() => void fireEvent.input(name, { target: { value: text } }));
    await handOver();

    expect(name.value).toBe('walk');
    expect(typed.at(-1)).toBe('walk');
  });

  test('a value set on a control before the code came is the value React keeps', async () => {
    const sent: number[] = [];
    servePage(sent);
    const slider = document.querySelector('input') as HTMLInputElement;
    slider.value = '400';
    slider.dispatchEvent(new Event('input', { bubbles: true }));

    await hydrate(sent);
    await handOver();

    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('400'));
    expect(slider.value).toBe('400');
  });

  test('a value set before the code came is kept even where React drew its own over it as it took over', async () => {
    const sent: number[] = [];
    servePage(sent);
    const slider = document.querySelector('input') as HTMLInputElement;
    slider.value = '400';
    slider.dispatchEvent(new Event('input', { bubbles: true }));

    await hydrate(sent);
    // Chromium's React puts a controlled control's own value back as it hydrates (jsdom's does
    // not): the applicant's answer is then only in what the loader held.
    slider.value = '1000';
    await handOver();

    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('400'));
    expect(slider.value).toBe('400');
  });

  test('an element is React’s once React has committed it, not for other keys', async () => {
    // Browsers list a form's controls and a select's options as its own keys (jsdom does not).
    expect(ownedByReact({ 0: 'amount', 1: 'less', 2: 'Continue' })).toBe(false);
    expect(ownedByReact({})).toBe(false);
    expect(ownedByReact({ __reactFiber$x1: {} })).toBe(false);
    document.body.innerHTML = '<div id="drawn"></div>';
    await inAct(() => {
      root = createRoot(document.getElementById('drawn') as HTMLElement);
      root.render(<LoanPage onSend={() => undefined} />);
    });
    expect(ownedByReact(document.querySelector('input') as HTMLInputElement)).toBe(true);
    // Drawn again (its fiber now has an alternate), it is still React's.
    await inAct(() => button('less')?.click());
    expect(ownedByReact(document.querySelector('input') as HTMLInputElement)).toBe(true);
  });

  test('a value set while React is part-way through taking a part over is the value React keeps', async () => {
    // A part of the page waits for code of its own (a lazy chunk after the slider): React has
    // met the slider, and keeps its props on it, but handles no event on it until the part is
    // taken over whole.
    let arrive: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    let arrived = false;
    void chunk.then(() => (arrived = true));
    function LateChunk() {
      if (!arrived) use(chunk);
      return <span>cost</span>;
    }
    const page = (
      <Suspense fallback={null}>
        <LoanPage onSend={() => undefined} />
        <LateChunk />
      </Suspense>
    );
    arrived = true;
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div><script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">{"scripts":[],"modulePreloads":[],"fetches":[]}</script>`;
    arrived = false;
    new Function(DEFERRED_ASSETS_LOADER)();
    const container = document.getElementById('root') as HTMLElement;
    noteOwnershipWithValues();
    await inAct(() => {
      root = hydrateRoot(container, page);
    });
    const slider = document.querySelector('input') as HTMLInputElement;
    expect(ownedByReact(slider)).toBe(false);
    // As start.tsx does: the hand-over once React owns every control.
    const controls = [...container.querySelectorAll('button, input')];
    const handedOver = untilOwnedByReact(controls).then(() => handOver());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    slider.value = '400';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await inAct(async () => {
      arrive();
      await chunk;
    });
    await handedOver;

    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('400'));
    expect(ownedByReact(slider)).toBe(true);
  });

  test('a value noted while React had the control is not set again: React had that change as it came', async () => {
    const sent: number[] = [];
    servePage(sent);
    await hydrate(sent);
    const slider = document.querySelector('input') as HTMLInputElement;
    // The applicant moves the slider once React has it, before the hand-over: React takes it.
    await inAct(() => void fireEvent.input(slider, { target: { value: '400' } }));
    expect(document.querySelector('output')?.textContent).toBe('400');
    // Chromium: React put the control's value back for a moment (the page's store had the change,
    // but the page was not yet listening to it), and the change event that ends the move read
    // that value; React then drew the store's value. React sets a value as a script does.
    slider.value = '1000';
    slider.dispatchEvent(new Event('change', { bubbles: true }));
    slider.value = '400';
    button('less')?.click();
    await handOver();

    // The tap held is replayed on the value React had, not on one put back in its stead.
    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('300'));
  });

  test('when the code cannot load, no form is sent natively: the answers stay out of the address', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(
      <LoanPage onSend={() => undefined} />,
    )}</div><script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">{"scripts":["/app.js"],"modulePreloads":[],"fetches":[]}</script>`;
    new Function(DEFERRED_ASSETS_LOADER)();
    // The loader asks for the code once the page has painted (here, after its second's cap).
    await waitFor(() => expect(document.querySelector('script[src="/app.js"]')).not.toBeNull(), {
      timeout: 3000,
    });
    document.querySelector('script[src="/app.js"]')?.dispatchEvent(new Event('error'));
    const submitted: Event[] = [];
    document.addEventListener('submit', (event) => submitted.push(event));
    // The applicant's name in the form: a native GET would send it as the address's query.
    (document.querySelector('input[aria-label="name"]') as HTMLInputElement).value = 'Ana';
    button('Continue')?.click();

    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.defaultPrevented).toBe(true);
  });

  test('when the code cannot load, the page says so above the form, and again on Continue', async () => {
    // The script an earlier test's loader added stays in the head: this one is this page's.
    document.querySelectorAll('script[src="/app.js"]').forEach((script) => script.remove());
    document.body.innerHTML = `<div id="root">${renderToString(
      <LoanPage onSend={() => undefined} />,
    )}</div><div id="${LOAD_FAILED_ELEMENT_ID}" hidden tabindex="-1"><p>The page did not load</p><button type="button">Reload</button></div><script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">{"scripts":["/app.js"],"modulePreloads":[],"fetches":[]}</script>`;
    new Function(DEFERRED_ASSETS_LOADER)();
    await waitFor(() => expect(document.querySelector('script[src="/app.js"]')).not.toBeNull(), {
      timeout: 3000,
    });
    const notice = document.getElementById(LOAD_FAILED_ELEMENT_ID) as HTMLElement;
    const name = document.querySelector('input[aria-label="name"]') as HTMLInputElement;
    name.focus();
    document.querySelector('script[src="/app.js"]')?.dispatchEvent(new Event('error'));

    // Shown at once, above the form, without taking the focus from what is being typed.
    expect(notice.hidden).toBe(false);
    expect(notice.nextElementSibling).toBe(document.querySelector('form'));
    expect(document.activeElement).toBe(name);
    // Continue (or any button of the page) brings the applicant to it.
    button('less')?.click();
    expect(document.activeElement).toBe(notice);
    name.focus();
    button('Continue')?.click();
    expect(document.activeElement).toBe(notice);
  });

  test('when a part the entry imports cannot load, the page says so and sends no form natively', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(
      <LoanPage onSend={() => undefined} />,
    )}</div><div id="${LOAD_FAILED_ELEMENT_ID}" hidden tabindex="-1"><p>The page did not load</p><button type="button">Reload</button></div><script type="application/json" id="${DEFERRED_ASSETS_ELEMENT_ID}">{"scripts":[],"modulePreloads":[],"fetches":[]}</script>`;
    new Function(DEFERRED_ASSETS_LOADER)();
    const submitted: Event[] = [];
    document.addEventListener('submit', (event) => submitted.push(event));
    // The entry ran, but React DOM (a chunk it imports) did not come: it says so, as src/main.tsx does.
    expect(readFileSync(path.resolve(import.meta.dirname, '../main.tsx'), 'utf8')).toContain(
      `dispatchEvent(new ErrorEvent('${CODE_FAILED_EVENT}', { error }));`,
    );
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    const error = new TypeError('Failed to fetch dynamically imported module');
    window.dispatchEvent(new ErrorEvent(CODE_FAILED_EVENT, { error }));
    expect(logged).toHaveBeenCalledWith('The app’s code could not load', error);
    const notice = document.getElementById(LOAD_FAILED_ELEMENT_ID) as HTMLElement;
    expect(notice.hidden).toBe(false);
    button('Continue')?.click();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(notice);
  });

  test('after the take-over nothing is held any more', async () => {
    const sent: number[] = [];
    servePage(sent);
    await hydrate(sent);
    await handOver();
    await inAct(() => button('less')?.click());
    expect(document.querySelector('output')?.textContent).toBe('900');
    expect(takeEarlyActions()).toEqual([]);
  });
});

interface Answers {
  email: string;
  post: boolean;
  gender: string;
  province: string;
}

/** A page of answers in small: text, a box, a radio pair, a choice list, and a nameless select. */
function AnswersPage({ restored = {} }: { restored?: Partial<Answers> }) {
  const [answers, setAnswers] = useState<Answers>({
    email: '',
    post: false,
    gender: '',
    province: '',
    ...restored,
  });
  const set = (change: Partial<Answers>) => setAnswers((before) => ({ ...before, ...change }));
  return (
    <form>
      <input
        aria-label="email"
        name="email"
        value={answers.email}
        onChange={(event) => set({ email: event.target.value })}
      />
      <input
        aria-label="post"
        type="checkbox"
        name="post"
        checked={answers.post}
        onChange={(event) => set({ post: event.target.checked })}
      />
      {['female', 'male'].map((gender) => (
        <input
          key={gender}
          aria-label={gender}
          type="radio"
          name="gender"
          value={gender}
          checked={answers.gender === gender}
          onChange={() => set({ gender })}
        />
      ))}
      <select
        aria-label="province"
        name="province"
        value={answers.province}
        onChange={(event) => set({ province: event.target.value })}
      >
        <option value="">-</option>
        <option value="Madrid">Madrid</option>
        <option value="Sevilla">Sevilla</option>
      </select>
      <select aria-label="language" defaultValue="es">
        <option value="es">es</option>
        <option value="en">en</option>
      </select>
      <output>{JSON.stringify(answers)}</output>
    </form>
  );
}

const control = <T extends Element>(label: string) =>
  document.querySelector<T>(`[aria-label="${label}"]`) as T;

/** The page as the server sends it, and what the applicant changes there before the code comes. */
function answerSentPage() {
  document.body.innerHTML = `<div id="root">${renderToString(<AnswersPage />)}</div>`;
  control<HTMLInputElement>('email').value = 'lucia@example.com';
  control<HTMLInputElement>('post').checked = true;
  control<HTMLInputElement>('female').checked = true;
  control<HTMLSelectElement>('province').value = 'Madrid';
  control<HTMLSelectElement>('language').value = 'en';
  return document.getElementById('root') as HTMLElement;
}

const shownAnswers = () => JSON.parse(document.querySelector('output')?.textContent ?? '{}');

describe('a page drawn afresh over the page sent (a returning applicant)', () => {
  test('the changes read from the page sent are the named controls the applicant changed', () => {
    const container = answerSentPage();
    expect(changesOnSentPage(container)).toEqual([
      { name: 'email', value: 'lucia@example.com' },
      { name: 'post', value: 'on', checked: true },
      { name: 'gender', value: 'female', checked: true },
      { name: 'province', value: 'Madrid' },
    ]);
  });

  test('what was typed and ticked there is what the page drawn afresh holds, over the answers restored', async () => {
    const container = answerSentPage();
    // As start.tsx does: the page sent kept aside, React's own page drawn in its place.
    const sentPage = document.createDocumentFragment();
    sentPage.append(...container.childNodes);
    await inAct(() => {
      root = createRoot(container);
      root.render(
        <AnswersPage
          restored={{ email: 'old@example.com', gender: 'male', province: 'Sevilla' }}
        />,
      );
    });
    await carryOverChanges(sentPage, container, new Set());
    expect(shownAnswers()).toEqual({
      email: 'lucia@example.com',
      post: true,
      gender: 'female',
      province: 'Madrid',
    });
  });

  test('a control typed into on the new page keeps what was typed there; one the page does not show is passed over', async () => {
    const container = answerSentPage();
    const sentPage = document.createDocumentFragment();
    sentPage.append(...container.childNodes);
    const phone = document.createElement('input');
    phone.name = 'phone';
    phone.value = '612345678';
    sentPage.append(phone);
    await inAct(() => {
      root = createRoot(container);
      root.render(<AnswersPage restored={{ email: 'old@example.com' }} />);
    });
    await carryOverChanges(sentPage, container, new Set([control('email')]), 50);
    expect(shownAnswers()).toMatchObject({ email: 'old@example.com', post: true });
  });
  test('what is typed on the new page while the carry-over’s code is on its way stays', async () => {
    const container = answerSentPage();
    const sentPage = document.createDocumentFragment();
    sentPage.append(...container.childNodes);
    await inAct(() => {
      root = createRoot(container);
      root.render(<AnswersPage restored={{ email: 'old@example.com' }} />);
    });
    let release: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (release = resolve));
    const carried = carryOverSentPage(sentPage, container, async () => {
      await loading;
      return import('./early-actions');
    });
    fireEvent.input(control('email'), { target: { value: 'typed.here@example.com' } });
    release();
    await carried;
    await waitFor(() =>
      expect(shownAnswers()).toEqual({
        email: 'typed.here@example.com',
        post: true,
        gender: 'female',
        province: 'Madrid',
      }),
    );
  });
});
