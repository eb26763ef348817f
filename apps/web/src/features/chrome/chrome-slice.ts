import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';

/**
 * A UI override (e.g. a full-page partner hand-over) hides the chrome while it is set.
 * `linkSettled`: a returning link's page shows an outcome of its own (a link that cannot open
 * the lead here), not a way through, so the chrome its path hides shows again.
 */
export interface ChromeState {
  uiOverride: boolean;
  linkSettled?: boolean;
}

export const chromeSlice = createSlice({
  name: 'chrome',
  initialState: { uiOverride: false, linkSettled: false } as ChromeState,
  reducers: {
    uiOverrideChanged(state, action: PayloadAction<boolean>) {
      state.uiOverride = action.payload;
    },
    linkSettledChanged(state, action: PayloadAction<boolean>) {
      state.linkSettled = action.payload;
    },
  },
});

export const { uiOverrideChanged, linkSettledChanged } = chromeSlice.actions;

export const useUiOverride = () =>
  useSelector((state: { chrome?: ChromeState }) => state.chrome?.uiOverride ?? false);

export const useLinkSettled = () =>
  useSelector((state: { chrome?: ChromeState }) => state.chrome?.linkSettled ?? false);
