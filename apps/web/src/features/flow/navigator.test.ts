import { ApplicationState as S, type FieldError } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { resolveFlow } from './check-flow-config';
import {
  backFrom,
  decideRoute,
  groupFieldErrors,
  isSidePageOf,
  moveAfterAnswer,
  moveAfterSave,
  moveBeforeAnswer,
  sendsTheApplication,
  moveToFieldErrors,
  routeOfState,
  sidePageReturn,
  stepPosition,
  visit,
  type Progress,
} from './navigator';
import { withFields } from './step-fields';
import { classicFlow, configuredFlow } from './test-flows';

const fieldsOf = (step: Parameters<typeof withFields>[0]) => withFields(step).fields;

const fresh: Progress = { state: S.NONE, hasLead: false, visited: [] };
const at = (state: S, visited: string[] = []): Progress => ({ state, hasLead: true, visited });

describe('navigator: after the server answered a save', () => {
  test('the classic flow goes where the server state points, pushing a new entry', () => {
    expect(moveAfterSave(classicFlow, '/', S.PERSONAL_DETAILS)).toEqual({
      redirectTo: '/personal-details',
      method: 'push',
    });
    expect(moveAfterSave(classicFlow, '/contact-details', S.EMPLOYMENT_DETAILS)).toEqual({
      redirectTo: '/employment-details',
      method: 'push',
    });
  });

  test('leaving an after-offer state replaces the history entry (spec section 2)', () => {
    expect(moveAfterSave(classicFlow, '/checking', S.ACCEPTED)).toEqual({
      redirectTo: '/accepted',
      method: 'replace',
    });
    expect(moveAfterSave(classicFlow, '/cofidis-offer', S.THANK_YOU).method).toBe('replace');
    expect(moveAfterSave(classicFlow, '/reference-information', S.CHECKING).method).toBe('push');
  });

  test('a v3 flow’s first Continue pushes, so the browser’s Back returns to the first page', () => {
    // Its first page stands for no application state: the move left "NONE", which is no
    // after-offer state, and replaced the entry (Back left the application).
    const v3 = resolveFlow({
      name: 'v3-first-page',
      order: 'configured',
      start: 'initial-details',
      steps: ['initial-details', 'loan-purpose'],
    });
    expect(moveAfterSave(v3, '/', S.NONE)).toEqual({ redirectTo: '/loan-purpose', method: 'push' });
    expect(moveAfterSave(v3, '/', S.LOAN_INFORMATION).method).toBe('push');
  });

  test('a configured flow follows its own order while the server keeps the lead in the form', () => {
    expect(moveAfterSave(configuredFlow, '/', S.PERSONAL_DETAILS).redirectTo).toBe(
      '/contact-details',
    );
    expect(moveAfterSave(configuredFlow, '/contact-details', S.PERSONAL_DETAILS).redirectTo).toBe(
      '/personal-details',
    );
  });

  test('a configured flow goes where the server says after its last page or out of the form', () => {
    expect(moveAfterSave(configuredFlow, '/personal-details', S.CHECKING).redirectTo).toBe(
      '/checking',
    );
    expect(moveAfterSave(configuredFlow, '/contact-details', S.REJECTED).redirectTo).toBe(
      '/rejected',
    );
  });

  test('before any answer, a state points at the flow’s starting page', () => {
    expect(routeOfState(classicFlow, S.NONE)).toBe('/loan-information');
    expect(routeOfState(classicFlow, S.LOAN_INFORMATION)).toBe('/loan-information');
  });
});

describe('navigator: a configured flow moves on as its save goes out', () => {
  test('to its next page at once, while the lead exists and stays in the form', () => {
    expect(moveBeforeAnswer(configuredFlow, '/', at(S.PERSONAL_DETAILS))).toEqual({
      redirectTo: '/contact-details',
      method: 'push',
    });
    expect(moveBeforeAnswer(configuredFlow, '/contact-details', at(S.NONE))).toEqual({
      redirectTo: '/personal-details',
      method: 'push',
    });
  });

  test('its first page moves on too, as the lead is being created', () => {
    expect(moveBeforeAnswer(configuredFlow, '/', fresh)).toEqual({
      redirectTo: '/contact-details',
      method: 'push',
    });
  });

  test('its last page waits: the server says where the form goes after it', () => {
    expect(
      moveBeforeAnswer(configuredFlow, '/personal-details', at(S.PERSONAL_DETAILS)),
    ).toBeNull();
  });

  test('a lead out of the form waits', () => {
    expect(moveBeforeAnswer(configuredFlow, '/', at(S.CHECKING))).toBeNull();
    expect(moveBeforeAnswer(configuredFlow, '/', at(S.COFIDIS_OFFER))).toBeNull();
  });
});

describe('navigator: the answer to a save (decision 0029)', () => {
  const toContact = { redirectTo: '/contact-details', method: 'push' } as const;
  const movedOn = { from: '/', made: toContact };

  test('rule 1: an answer out of the form takes the applicant there, in place of the page moved to', () => {
    expect(
      moveAfterAnswer(configuredFlow, movedOn, S.MOBILE_VERIFICATION, '/contact-details'),
    ).toEqual({ redirectTo: '/mobile-verification', method: 'replace' });
    // Gone on from it (a quick applicant): the page they are on was not the server's choice either.
    expect(moveAfterAnswer(configuredFlow, movedOn, S.REJECTED, '/personal-details')).toEqual({
      redirectTo: '/rejected',
      method: 'replace',
    });
    // A page that waited takes its answer as any move: a new entry, from wherever they are.
    const waited = { from: '/contact-details', made: null };
    expect(
      moveAfterAnswer(classicFlow, waited, S.MOBILE_VERIFICATION, '/personal-details'),
    ).toEqual({ redirectTo: '/mobile-verification', method: 'push' });
    expect(moveAfterAnswer(classicFlow, waited, S.CHECKING, '/checking')).toBeNull();
  });

  test('rule 2: any other answer moves the applicant only from the page they awaited it on', () => {
    const waited = { from: '/personal-details', made: null };
    expect(moveAfterAnswer(classicFlow, waited, S.CONTACT_DETAILS, '/personal-details')).toEqual({
      redirectTo: '/contact-details',
      method: 'push',
    });
    // Back while the save was out: they stay where they went.
    expect(moveAfterAnswer(classicFlow, waited, S.CONTACT_DETAILS, '/loan-information')).toBeNull();
    // A v3 page moved on: the answer that keeps the lead in the form has nowhere else to go, and
    // one that comes after a field error sent the applicant back moves them on from nowhere.
    expect(
      moveAfterAnswer(configuredFlow, movedOn, S.LOAN_INFORMATION, '/contact-details'),
    ).toBeNull();
    expect(moveAfterAnswer(configuredFlow, movedOn, S.LOAN_INFORMATION, '/')).toBeNull();
    // A v3 last page waits: the server's answer moves it, not a page gone back to.
    const last = { from: '/personal-details', made: null };
    expect(moveAfterAnswer(configuredFlow, last, S.LOAN_INFORMATION, '/personal-details')).toEqual({
      redirectTo: '/loan-information',
      method: 'push',
    });
    expect(
      moveAfterAnswer(configuredFlow, last, S.LOAN_INFORMATION, '/contact-details'),
    ).toBeNull();
  });

  test('rule 3: a field error names its page, and the applicant is taken there from anywhere', () => {
    expect(moveToFieldErrors(configuredFlow, '/', '/personal-details')).toEqual({
      redirectTo: '/',
      method: 'push',
    });
    expect(moveToFieldErrors(classicFlow, '/loan-information', '/')).toBeNull();
    expect(moveToFieldErrors(classicFlow, '/contact-details', '/contact-details')).toBeNull();
    expect(moveToFieldErrors(classicFlow, null, '/contact-details')).toBeNull();
  });
});

describe('navigator: a classic page waits for the answer, which names the next state', () => {
  test('no page of the classic form moves on before the server answers', () => {
    expect(moveBeforeAnswer(classicFlow, '/', fresh)).toBeNull();
    expect(moveBeforeAnswer(classicFlow, '/loan-information', fresh)).toBeNull();
    expect(moveBeforeAnswer(classicFlow, '/personal-details', at(S.PERSONAL_DETAILS))).toBeNull();
    expect(moveBeforeAnswer(classicFlow, '/other-information', at(S.OTHER_INFORMATION))).toBeNull();
  });

  test('a page is open up to the lead’s state and the pages visited, not the one after', () => {
    const moving = at(S.PERSONAL_DETAILS, ['/loan-information', '/personal-details']);
    expect(decideRoute(classicFlow, '/personal-details', moving)).toMatchObject({ kind: 'step' });
    expect(decideRoute(classicFlow, '/contact-details', moving).kind).toBe('redirect');
  });
});

describe('navigator: Back follows the visited pages', () => {
  test('returns to the page before, even when the server inserted one', () => {
    const visited = ['/loan-information', '/contact-details', '/employment-details'];
    expect(backFrom(classicFlow, '/employment-details', visited)).toBe('/contact-details');
  });

  test('without a trail, falls back to the flow’s previous step, and has none on the first', () => {
    expect(backFrom(classicFlow, '/income-details', [])).toBe('/contact-details');
    expect(backFrom(classicFlow, '/', [])).toBeNull();
  });

  test('after a returning link, Back walks the flow’s order, not back to the page it came from', () => {
    // The link landed on the reference page; each earlier page was then reached with Back.
    let visited = visit([], '/reference-information');
    const walked: (string | null)[] = [];
    for (let here = '/reference-information'; ;) {
      const back = backFrom(classicFlow, here, visited);
      walked.push(back);
      if (!back || walked.length > 8) break;
      visited = visit(visited, back);
      here = back;
    }
    expect(walked).toEqual([
      '/other-information',
      '/income-details',
      '/contact-details',
      '/personal-details',
      '/loan-information',
      null,
    ]);
  });

  test('visiting a page already visited cuts the trail back to it', () => {
    expect(visit(['/a', '/b', '/c'], '/b')).toEqual(['/a', '/b']);
    expect(visit(['/a'], '/b')).toEqual(['/a', '/b']);
  });
});

describe('navigator: routes follow the applicant’s state', () => {
  test('a fresh browser sees the start, and is sent there from a later form page', () => {
    expect(decideRoute(classicFlow, '/', fresh)).toMatchObject({ kind: 'step' });
    expect(decideRoute(classicFlow, '/contact-details', fresh)).toEqual({
      kind: 'redirect',
      to: '/loan-information',
    });
  });

  test('a configured flow’s later page shows before the lead exists once every page before it is answered', () => {
    // The first page moved on as its save went out: the lead is on its way, the answers kept.
    const firstAnswered: Progress = {
      ...fresh,
      answered: (step) => step.id === 'loan-information',
    };
    expect(decideRoute(configuredFlow, '/contact-details', firstAnswered)).toMatchObject({
      kind: 'step',
    });
    expect(decideRoute(configuredFlow, '/personal-details', firstAnswered)).toEqual({
      kind: 'redirect',
      to: '/loan-information',
    });
    expect(
      decideRoute(configuredFlow, '/contact-details', { ...fresh, answered: () => false }),
    ).toEqual({ kind: 'redirect', to: '/loan-information' });
    // Nor by a visit alone: a reload before the create answered, the policies and the captcha not
    // kept, goes back to the first page rather than one page on, to be sent back from the next.
    expect(
      decideRoute(configuredFlow, '/contact-details', {
        ...fresh,
        visited: ['/loan-information', '/contact-details'],
        answered: () => false,
      }),
    ).toEqual({ kind: 'redirect', to: '/loan-information' });
    // The classic flow's later pages still need a lead.
    expect(
      decideRoute(classicFlow, '/contact-details', { ...fresh, answered: () => true }),
    ).toEqual({ kind: 'redirect', to: '/loan-information' });
  });

  test('a classic page visited before a lead exists does not open without one', () => {
    const visited = ['/loan-information', '/personal-details'];
    expect(decideRoute(classicFlow, '/personal-details', { ...fresh, visited })).toEqual({
      kind: 'redirect',
      to: '/loan-information',
    });
  });

  test('results and offers render without any lead', () => {
    for (const path of [
      '/accepted',
      '/rejected',
      '/redirected',
      '/cofidis-offer',
      '/mobile-verification',
    ]) {
      expect(decideRoute(classicFlow, path, fresh)).toMatchObject({ kind: 'state' });
    }
  });

  test('checking needs a lead being checked', () => {
    expect(decideRoute(classicFlow, '/checking', fresh)).toEqual({
      kind: 'redirect',
      to: '/loan-information',
    });
    expect(decideRoute(classicFlow, '/checking', at(S.CHECKING))).toEqual({
      kind: 'state',
      state: S.CHECKING,
    });
    expect(decideRoute(classicFlow, '/checking', at(S.ACCEPTED))).toEqual({
      kind: 'redirect',
      to: '/accepted',
      decided: true,
    });
  });

  test('a form page reached is shown again; one not yet reached goes to the state’s page', () => {
    const progress = at(S.INCOME_DETAILS, ['/loan-information', '/personal-details']);
    expect(decideRoute(classicFlow, '/personal-details', progress)).toMatchObject({ kind: 'step' });
    expect(decideRoute(classicFlow, '/income-details', progress)).toMatchObject({ kind: 'step' });
    expect(decideRoute(classicFlow, '/reference-information', progress)).toEqual({
      kind: 'redirect',
      to: '/income-details',
    });
  });

  test('after a final decision the answers are read-only: every form page goes to the result, as a page left behind', () => {
    expect(decideRoute(classicFlow, '/', at(S.ACCEPTED))).toEqual({
      kind: 'redirect',
      to: '/accepted',
      decided: true,
    });
    expect(decideRoute(classicFlow, '/personal-details', at(S.REJECTED))).toEqual({
      kind: 'redirect',
      to: '/rejected',
      decided: true,
    });
    // Before the decision, a page sent elsewhere is not one left behind.
    expect(decideRoute(classicFlow, '/reference-information', at(S.INCOME_DETAILS))).toEqual({
      kind: 'redirect',
      to: '/income-details',
    });
  });

  test('a state page that is not the lead’s state goes to the lead’s page', () => {
    expect(decideRoute(classicFlow, '/rejected', at(S.ACCEPTED))).toEqual({
      kind: 'redirect',
      to: '/accepted',
      decided: true,
    });
    expect(decideRoute(classicFlow, '/accepted', at(S.ACCEPTED))).toMatchObject({ kind: 'state' });
  });

  test('an unknown path is not found', () => {
    expect(decideRoute(classicFlow, '/nowhere', fresh)).toEqual({ kind: 'not-found' });
  });
});

describe('navigator: a side page of the lead’s state', () => {
  test('waiting for a code, the applicant may open the page that changes the number', () => {
    expect(decideRoute(classicFlow, '/change-mobile-number', at(S.MOBILE_VERIFICATION))).toEqual({
      kind: 'state',
      state: S.CHANGE_MOBILE_NUMBER,
    });
    expect(isSidePageOf(S.MOBILE_VERIFICATION, S.CHANGE_MOBILE_NUMBER)).toBe(true);
  });

  test('and come back to the code without saving', () => {
    expect(sidePageReturn(classicFlow, S.MOBILE_VERIFICATION, S.CHANGE_MOBILE_NUMBER)).toBe(
      '/mobile-verification',
    );
    expect(decideRoute(classicFlow, '/mobile-verification', at(S.MOBILE_VERIFICATION))).toEqual({
      kind: 'state',
      state: S.MOBILE_VERIFICATION,
    });
  });

  test('a new number saved goes back to the code page, replacing the side page’s entry', () => {
    expect(moveAfterSave(classicFlow, '/change-mobile-number', S.MOBILE_VERIFICATION)).toEqual({
      redirectTo: '/mobile-verification',
      method: 'replace',
    });
  });

  test('the rule is one way: a lead the server sent to change its number cannot skip it', () => {
    expect(decideRoute(classicFlow, '/mobile-verification', at(S.CHANGE_MOBILE_NUMBER))).toEqual({
      kind: 'redirect',
      to: '/change-mobile-number',
    });
    expect(sidePageReturn(classicFlow, S.CHANGE_MOBILE_NUMBER, S.CHANGE_MOBILE_NUMBER)).toBeNull();
    expect(isSidePageOf(S.CHANGE_MOBILE_NUMBER, S.MOBILE_VERIFICATION)).toBe(false);
  });

  test('no other state opens the change of number', () => {
    expect(decideRoute(classicFlow, '/change-mobile-number', at(S.INCOME_DETAILS))).toEqual({
      kind: 'redirect',
      to: '/income-details',
    });
    expect(decideRoute(classicFlow, '/change-mobile-number', at(S.COFIDIS_OFFER))).toEqual({
      kind: 'redirect',
      to: '/cofidis-offer',
    });
  });
});

describe('navigator: server field errors', () => {
  test('are grouped by the page holding each field; the earliest page is the errored one', () => {
    const fieldErrors: FieldError[] = [
      { fieldName: 'contactDetails.email', message: 'x' },
      { fieldName: 'personalDetails.firstName', message: 'y' },
      { fieldName: 'unknown.field', message: 'z' },
    ];
    const grouped = groupFieldErrors(classicFlow, fieldErrors, fieldsOf);
    expect(Object.keys(grouped.errors)).toEqual(['/contact-details', '/personal-details']);
    expect(grouped.erroredFormPath).toBe('/personal-details');
    expect(
      groupFieldErrors(classicFlow, [{ fieldName: 'amount', message: 'x' }], fieldsOf)
        .erroredFormPath,
    ).toBe('/loan-information');
  });

  test('progress counts the flow’s own pages', () => {
    const contact = classicFlow.steps[2];
    if (!contact) throw new Error('no contact step');
    expect(stepPosition(classicFlow, contact)).toEqual({ step: 3, total: 6 });
  });
});

describe('navigator: edges of the flow', () => {
  /** A v3 flow whose pages stand for no state: its first page is not the index route. */
  const v3 = resolveFlow({
    name: 'v3-edges',
    order: 'configured',
    start: 'initial-details',
    steps: ['initial-details', 'employment-details', 'reference-details'],
  });

  test('a flow may start on a page that is not its first', () => {
    const flow = resolveFlow({
      name: 'starts-later',
      order: 'configured',
      start: 'contact-details',
      steps: ['loan-information', 'contact-details', 'personal-details'],
    });
    expect(routeOfState(flow, S.NONE)).toBe('/contact-details');
    expect(decideRoute(flow, '/', fresh)).toMatchObject({
      kind: 'step',
      step: { id: 'contact-details' },
    });
  });

  test('a lead at loan information belongs on the flow’s starting page, even one of another route', () => {
    expect(routeOfState(v3, S.LOAN_INFORMATION)).toBe('/initial-details');
  });

  test('a lead whose state this tab does not know yet (joined from another tab) is shown no decision by a result’s address', () => {
    const unknown = { state: S.NONE, hasLead: true, visited: [] };
    for (const result of ['/accepted', '/rejected', '/thank-you']) {
      expect(decideRoute(classicFlow, result, unknown), result).toMatchObject({
        kind: 'redirect',
      });
    }
    // Without a lead, the result page says that no application was found (result-pages.ts).
    expect(
      decideRoute(classicFlow, '/accepted', { state: S.NONE, hasLead: false, visited: [] }),
    ).toEqual({ kind: 'state', state: S.ACCEPTED });
  });

  test('a v3 lead with no state yet sees the first page at the index route', () => {
    expect(decideRoute(v3, '/', { state: S.NONE, hasLead: true, visited: [] })).toMatchObject({
      kind: 'step',
      step: { id: 'initial-details' },
    });
  });

  test('a save from a page outside the flow moves where the server says, pushing', () => {
    // The code page is no step: the configured order has no "next" after it.
    expect(moveAfterSave(configuredFlow, '/faq', S.PERSONAL_DETAILS)).toEqual({
      redirectTo: '/personal-details',
      method: 'push',
    });
    expect(moveAfterSave(configuredFlow, '/mobile-verification', S.PERSONAL_DETAILS)).toEqual({
      redirectTo: '/personal-details',
      method: 'replace',
    });
  });

  test('a configured flow does not move on before the answer once the lead left the form', () => {
    expect(moveBeforeAnswer(configuredFlow, '/', { state: S.CHECKING })).toBeNull();
    expect(moveBeforeAnswer(configuredFlow, '/', { state: S.ACCEPTED })).toBeNull();
  });

  test('an answer that comes while no page is shown moves only out of the form', () => {
    const sent = { from: '/', made: null };
    expect(moveAfterAnswer(configuredFlow, sent, S.CHECKING, null)).toEqual({
      redirectTo: '/checking',
      method: 'push',
    });
    expect(moveAfterAnswer(configuredFlow, sent, S.PERSONAL_DETAILS, null)).toBeNull();
    expect(moveToFieldErrors(configuredFlow, '/contact-details', null)).toEqual({
      redirectTo: '/contact-details',
      method: 'push',
    });
  });

  test('a lead out of the form is taken back to its state’s page from a form page it visited', () => {
    expect(
      decideRoute(classicFlow, '/personal-details', at(S.CHECKING, ['/personal-details'])),
    ).toEqual({ kind: 'redirect', to: '/checking' });
  });

  test('a lead with no state yet may open a state’s page by its address, not a decision', () => {
    expect(decideRoute(classicFlow, '/mobile-verification', at(S.NONE))).toEqual({
      kind: 'state',
      state: S.MOBILE_VERIFICATION,
    });
    expect(decideRoute(classicFlow, '/rejected', at(S.NONE)).kind).toBe('redirect');
  });

  test('errors on the loan amount, period and its scale go to the starting page, each once', () => {
    const amount = { fieldName: 'amount', message: 'x' };
    const period = { fieldName: 'period', message: 'y' };
    // No page has a field for the scale (days or months): the loan's page shows its error.
    const scale = { fieldName: 'periodScale', message: 'w' };
    const grouped = groupFieldErrors(v3, [amount, period, scale], fieldsOf);
    expect(grouped.errors).toEqual({ '/initial-details': [amount, period, scale] });
    expect(grouped.erroredFormPath).toBe('/initial-details');
  });

  test('an error on a field no page holds names no page', () => {
    const grouped = groupFieldErrors(
      classicFlow,
      [{ fieldName: 'unknown.field', message: 'z' }],
      fieldsOf,
    );
    expect(grouped).toEqual({ errors: {}, erroredFormPath: null });
  });
});

describe('navigator: Back, where the trail and the flow’s order differ', () => {
  test('a configured flow goes back in its order, not along the trail', () => {
    // Resumed from a returning link straight onto the last page.
    expect(backFrom(configuredFlow, '/personal-details', ['/', '/personal-details'])).toBe(
      '/contact-details',
    );
  });

  test('a configured flow’s first page has no Back, wherever the applicant came from', () => {
    expect(
      backFrom(configuredFlow, '/loan-information', ['/mobile-verification', '/loan-information']),
    ).toBeNull();
  });

  test('a classic flow goes back along the trail past the steps the server skipped', () => {
    const visited = ['/loan-information', '/income-details'];
    expect(backFrom(classicFlow, '/income-details', visited)).toBe('/loan-information');
  });

  test('the loan’s page, visited to change the loan, leaves the trail as it was', () => {
    // Its Continue takes the applicant back to where the lead stands (walker w5: the trail cut to
    // it, Back from there led to it, and its Continue came back, round and round).
    const trail = ['/loan-information', '/personal-details', '/contact-details'];
    const changed = visit(visit(trail, '/loan-information'), '/contact-details');
    expect(backFrom(classicFlow, '/contact-details', changed)).toBe('/personal-details');
    expect(backFrom(classicFlow, '/loan-information', changed)).toBeNull();
  });
});

describe('navigator: the page that sends the application', () => {
  test('is the last page that asks this applicant anything, in either order', () => {
    expect(sendsTheApplication(classicFlow, '/reference-information')).toBe(true);
    expect(sendsTheApplication(configuredFlow, '/personal-details')).toBe(true);
    expect(sendsTheApplication(classicFlow, '/personal-details')).toBe(false);
    expect(sendsTheApplication(configuredFlow, '/')).toBe(false);
  });

  test('is the last page asked: a last page that asks nothing leaves it to the one before', () => {
    const notTheReference = (step: { route: string }) => step.route !== '/reference-information';
    expect(sendsTheApplication(classicFlow, '/other-information', notTheReference)).toBe(true);
  });

  test('is no page outside the flow', () => {
    expect(sendsTheApplication(classicFlow, '/checking')).toBe(false);
  });
});
