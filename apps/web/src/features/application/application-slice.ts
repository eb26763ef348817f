import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ApplicationState, type LeadData } from '@lf/contract';

/** What the browser keeps of the application between pages and reloads (spec section 3). */
export type ApplicationData = LeadData & { id?: string; amount: number; period: number };

export interface ApplicationSliceState {
  progressState: ApplicationState | ApplicationState[];
  applicationData: ApplicationData;
  /** Key of the lead create in flight, reused by every retry so only one lead is made. */
  createKey: string | null;
}

export function initialApplicationState(
  applicationData: ApplicationData,
  createKey: string | null = null,
): ApplicationSliceState {
  return { progressState: ApplicationState.NONE, applicationData, createKey };
}

export const applicationSlice = createSlice({
  name: 'application',
  initialState: initialApplicationState({ amount: 0, period: 0 }),
  reducers: {
    applicationDataUpdated(state, action: PayloadAction<Partial<ApplicationData>>) {
      state.applicationData = { ...state.applicationData, ...action.payload };
    },
    leadCreateStarted(state, action: PayloadAction<string>) {
      state.createKey ??= action.payload;
    },
    leadSaved(state, action: PayloadAction<{ id: string; applicationState: ApplicationState }>) {
      state.applicationData.id = action.payload.id;
      state.progressState = action.payload.applicationState;
      state.createKey = null;
    },
  },
});

export const { applicationDataUpdated, leadCreateStarted, leadSaved } = applicationSlice.actions;
