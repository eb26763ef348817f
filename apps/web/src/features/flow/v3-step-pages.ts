import { ClassicStepPages, type StepPage, type StepPageTable } from './step-catalogue';
import { V3StepPaths, type V3StepPath, type V3StepPathName } from './v3-step-paths';

/**
 * The v3 form's pages (spec section 2, "Dynamic form (v3)"): one per step path, at `/{path}`,
 * with its context group and kind. `personal-details` is the classic page of that name (same
 * route, context, kind and fields), so the two flows share it. Every flow is built over these
 * (`buildFlow`): a classic brand's first page carries the routes too, so that a v3 step path
 * takes its applicant to their own page (decision 0036); the fields are in v3-step-fields.ts.
 */
export type V3StepId = Exclude<V3StepPathName, 'personal-details'>;

const v3Ids = /* @__PURE__ */ (Object.keys(V3StepPaths) as V3StepPathName[]).filter(
  (id): id is V3StepId => id !== 'personal-details',
);

export const V3StepPages: Readonly<Record<V3StepId, StepPage>> = /* @__PURE__ */ Object.fromEntries(
  v3Ids.map((id) => {
    const { context, kind = 'dynamic' }: V3StepPath = V3StepPaths[id];
    return [id, { id, route: `/${id}`, context, kind }];
  }),
) as Record<V3StepId, StepPage>;

/** Every page of the catalogue: the classic pages and the v3 pages. */
export const AllStepPages: StepPageTable = { ...ClassicStepPages, ...V3StepPages };
