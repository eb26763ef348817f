import { readFileSync } from 'node:fs';
import { ApplicationState as S } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { DefaultSettings } from '../../config/default-settings';
import v3Default from '../../flows/v3-default.json';
import { FlowConfigSchema, resolveFlow } from './check-flow-config';
import { buildFlow, type Flow, type FlowStep } from './flow-config';
import { decideRoute, landingRoute, moveAfterSave, type Progress } from './navigator';
import { V3StepPaths } from './v3-step-paths';

/**
 * Issue 37, "no dead end anywhere": lei-rapid-ro's flow (v3-romanian) opened at any step path of
 * the other flows, with or without a lead, shows one of its own pages or takes the applicant to
 * their own page; never the not-found page, nor a page that offers only a new application.
 */
// Read, not imported: a feature does not import a brand folder, where lei-rapid-ro's own flow is.
const v3Romanian: unknown = JSON.parse(
  readFileSync(new URL('../../brands/lei-rapid-ro/v3-romanian.flow.json', import.meta.url), 'utf8'),
);
const leiRapid = resolveFlow(v3Romanian);
const otherFlows: Flow[] = [resolveFlow(v3Default), resolveFlow(DefaultSettings.flow)];
/** Every step path of the catalogue: the classic pages and every v3 step path. */
const stepPaths = [
  ...new Set([
    ...[leiRapid, ...otherFlows].flatMap((flow) => flow.steps.map((step) => step.route)),
    ...leiRapid.catalogueRoutes,
  ]),
];

/** The applicant's answers: every page of the flow up to (not including) `unanswered`. */
const answeredUpTo =
  (flow: Flow, unanswered: number) =>
  (step: FlowStep): boolean =>
    flow.steps.indexOf(step) < unanswered;

const everyPage = leiRapid.steps.length;
const applicants: Record<string, Progress> = {
  'no lead yet': { state: S.NONE, hasLead: false, visited: [], answered: () => false },
  'no lead, the first page answered here': {
    state: S.NONE,
    hasLead: false,
    visited: [],
    answered: answeredUpTo(leiRapid, 1),
  },
  'a lead half-way through the form': {
    state: S.LOAN_INFORMATION,
    hasLead: true,
    visited: leiRapid.steps.slice(0, 5).map((step) => step.route),
    answered: answeredUpTo(leiRapid, 5),
  },
  'a lead waiting for its mobile code': {
    state: S.MOBILE_VERIFICATION,
    hasLead: true,
    visited: [],
    answered: answeredUpTo(leiRapid, everyPage),
  },
  'a lead being checked': {
    state: S.CHECKING,
    hasLead: true,
    visited: [],
    answered: answeredUpTo(leiRapid, everyPage),
  },
  'a lead decided': {
    state: S.THANK_YOU,
    hasLead: true,
    visited: [],
    answered: answeredUpTo(leiRapid, everyPage),
  },
  'a lead the server holds at the reference person, every page answered': {
    state: S.REFERENCE_INFORMATION,
    hasLead: true,
    visited: [],
    answered: answeredUpTo(leiRapid, everyPage),
  },
  'a lead the server holds at the personal details, a page unanswered': {
    state: S.PERSONAL_DETAILS,
    hasLead: true,
    visited: [],
    answered: answeredUpTo(leiRapid, 3),
  },
};

describe('lei-rapid-ro opened at a step path of any flow (issue 37)', () => {
  test('the step paths walked are those of every flow: the classic and every v3 one', () => {
    expect(stepPaths.length).toBeGreaterThanOrEqual(63);
    expect(stepPaths).toEqual(expect.arrayContaining(['/gender', '/reference-information']));
  });

  test.each(Object.entries(applicants))(
    'with %s: a page of this flow, or the applicant’s own page; never not-found',
    (_, progress) => {
      const landing = landingRoute(leiRapid, progress);
      for (const path of stepPaths) {
        const decision = decideRoute(leiRapid, path, progress);
        const where = { path, decision };
        if (decision.kind === 'step') {
          expect(leiRapid.steps, path).toContain(decision.step);
        } else if (decision.kind === 'state') {
          // The lead's own state page, shown in place.
          expect(where).toMatchObject({ path: landing });
        } else {
          expect(where).toMatchObject({ path, decision: { kind: 'redirect', to: landing } });
        }
      }
    },
  );

  test('the applicant’s own page is one that shows: no redirect loop, no empty page', () => {
    for (const [name, progress] of Object.entries(applicants)) {
      const landing = landingRoute(leiRapid, progress);
      const decision = decideRoute(leiRapid, landing, progress);
      expect({ name, kind: decision.kind }).toEqual({
        name,
        kind: leiRapid.steps.some((step) => step.route === landing) ? 'step' : 'state',
      });
      if (decision.kind === 'state') expect(decision.state).toBe(progress.state);
    }
  });

  test('a path that is no page of any flow is still not found', () => {
    expect(decideRoute(leiRapid, '/no-such-page', applicants['no lead yet'] as Progress)).toEqual({
      kind: 'not-found',
    });
  });
});

describe('a v3 lead the server holds at a classic step its flow has no page for (issue 37)', () => {
  const held = applicants[
    'a lead the server holds at the reference person, every page answered'
  ] as Progress;
  const last = leiRapid.steps.at(-1)?.route;

  test('the answer sending it there takes it to the flow’s last page, whose submission names what is missing', () => {
    expect(moveAfterSave(leiRapid, '/mobile-verification', S.REFERENCE_INFORMATION)).toEqual({
      redirectTo: last,
      method: 'replace',
    });
  });

  test('a reload lands on the first page left unanswered, else the last one', () => {
    expect(landingRoute(leiRapid, held)).toBe(last);
    const halfWay = applicants[
      'a lead the server holds at the personal details, a page unanswered'
    ] as Progress;
    expect(landingRoute(leiRapid, halfWay)).toBe(leiRapid.steps[3]?.route);
    expect(decideRoute(leiRapid, '/reference-information', held)).toEqual({
      kind: 'redirect',
      to: last,
    });
  });
});

/**
 * Issue 37 again, on a classic brand (default-es, kredit-klar-de and every brand the server
 * orders run the default flow): a v3 step path is a page of another flow there too, and takes the
 * applicant to their own page. The flow is built as the classic application page builds it.
 */
describe('a classic brand opened at a v3 step path (issue 37)', () => {
  const classic = buildFlow(FlowConfigSchema.parse(DefaultSettings.flow));
  const v3Paths = Object.keys(V3StepPaths).map((id) => `/${id}`);
  const classicApplicants: Record<string, Progress> = {
    'no lead yet': { state: S.NONE, hasLead: false, visited: [] },
    'a lead at the contact details': {
      state: S.CONTACT_DETAILS,
      hasLead: true,
      visited: ['/loan-information', '/personal-details', '/contact-details'],
    },
    'a lead waiting for its mobile code': {
      state: S.MOBILE_VERIFICATION,
      hasLead: true,
      visited: [],
    },
    'a lead being checked': { state: S.CHECKING, hasLead: true, visited: [] },
    'a lead accepted': { state: S.ACCEPTED, hasLead: true, visited: [] },
  };

  test('the paths walked are every v3 step path', () => {
    expect(v3Paths.length).toBeGreaterThanOrEqual(63);
    expect(v3Paths).toEqual(expect.arrayContaining(['/gender', '/loan-purpose', '/clabe']));
  });

  test.each(Object.entries(classicApplicants))(
    'with %s: a page of this flow, or the applicant’s own page; never not-found',
    (_, progress) => {
      const landing = landingRoute(classic, progress);
      for (const path of v3Paths) {
        const decision = decideRoute(classic, path, progress);
        if (decision.kind === 'step') {
          expect(classic.steps, path).toContain(decision.step);
        } else if (decision.kind === 'state') {
          expect({ path, decision }).toMatchObject({ path: landing });
        } else {
          expect({ path, decision }).toMatchObject({
            path,
            decision: { kind: 'redirect', to: landing },
          });
        }
      }
    },
  );

  test('a path that is no page of any flow is still not found', () => {
    for (const progress of Object.values(classicApplicants)) {
      expect(decideRoute(classic, '/no-such-page', progress)).toEqual({ kind: 'not-found' });
      expect(decideRoute(classic, '/gender/extra', progress)).toEqual({ kind: 'not-found' });
    }
  });
});

describe('a stage the server chose that the flow has no page for', () => {
  test('credisol-es: a lead sent to the employer’s details (`+employment-details`), every page answered, sees that page at its route', () => {
    const credisol = resolveFlow(v3Default);
    expect(credisol.steps.map((step) => step.route)).not.toContain('/employment-details');
    const sent: Progress = {
      state: S.EMPLOYMENT_DETAILS,
      hasLead: true,
      visited: [],
      answered: () => true,
    };
    expect(decideRoute(credisol, '/employment-details', sent)).toEqual({
      kind: 'state',
      state: S.EMPLOYMENT_DETAILS,
    });
  });

  // A flow the server orders may leave out a classic step (the configuration allows it; no brand
  // does): the server, not the flow, decides which page follows (spec section 2).
  const short = resolveFlow({
    name: 'short',
    start: 'loan-information',
    steps: ['loan-information', 'contact-details', 'income-details'],
  });

  test('a flow the server orders follows the server’s state to a classic step it has no page for, not to its own last page', () => {
    expect(moveAfterSave(short, '/loan-information', S.PERSONAL_DETAILS)).toEqual({
      redirectTo: '/personal-details',
      method: 'push',
    });
  });

  test('there it shows the state’s page (a way back into the flow), never a redirect to the same page', () => {
    const held: Progress = {
      state: S.PERSONAL_DETAILS,
      hasLead: true,
      visited: ['/loan-information'],
    };
    expect(landingRoute(short, held)).toBe('/personal-details');
    expect(decideRoute(short, '/personal-details', held)).toEqual({
      kind: 'state',
      state: S.PERSONAL_DETAILS,
    });
  });
});

describe('no lead, whatever state an earlier lead left', () => {
  // A lead the server no longer knows is let go (`resultCleared`), and its answers go into a new
  // lead; until that create is answered the tab holds no lead, but still the old lead's state.
  const lost = (state: S, answered: number): Progress => ({
    state,
    hasLead: false,
    visited: [],
    answered: answeredUpTo(leiRapid, answered),
  });

  test('the applicant’s own page is the first page, as for anyone without a lead', () => {
    const start = leiRapid.steps[0]?.route;
    expect(landingRoute(leiRapid, lost(S.LOAN_INFORMATION, 3))).toBe(start);
    expect(decideRoute(leiRapid, '/gender', lost(S.LOAN_INFORMATION, 3))).toEqual({
      kind: 'redirect',
      to: start,
    });
  });

  test('the checking page is not shown without a lead to check', () => {
    expect(decideRoute(leiRapid, '/checking', lost(S.CHECKING, everyPage))).toEqual({
      kind: 'redirect',
      to: leiRapid.steps[0]?.route,
    });
  });
});
