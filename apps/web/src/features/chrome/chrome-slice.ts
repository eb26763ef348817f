import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/** A UI override (e.g. a full-page partner hand-over) hides the chrome while it is set. */
export interface ChromeState {
  uiOverride: boolean;
}

export const chromeSlice = createSlice({
  name: 'chrome',
  initialState: { uiOverride: false } as ChromeState,
  reducers: {
    uiOverrideChanged(state, action: PayloadAction<boolean>) {
      state.uiOverride = action.payload;
    },
  },
});

export const { uiOverrideChanged } = chromeSlice.actions;

export const useUiOverride = () =>
  useSelector((state: { chrome?: ChromeState }) => state.chrome?.uiOverride ?? false);
