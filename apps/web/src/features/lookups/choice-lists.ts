import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  ChoicePaths,
  ChoiceSchema,
  ChoicesAnswerSchema,
  type Choice,
  type ChoiceListName,
  type ChoicesQuery,
} from '@lf/contract';
import * as z from 'zod/mini';
import { storage } from '../../lib/storage';
import type { ApplicationRootState, ThunkDependencies } from '../application';

/**
 * The choice lists the lead API serves (spec section 7, `/choices/country` and
 * `/choices/position`), each kept for the session once answered (`choiceLists` in session
 * storage, by list, locale and country). A list that cannot be had (a failed call, an answer off
 * the contract, an empty one) is null: the page keeps the list it ships (decision 0041).
 */
const CACHE_KEY = 'choiceLists';
const CachedListsSchema = z.record(z.string(), z.array(ChoiceSchema).check(z.minLength(1)));
type CachedLists = z.infer<typeof CachedListsSchema>;

const cacheKey = (name: ChoiceListName, { locale, country }: ChoicesQuery) =>
  `${name} ${locale} ${country}`;

function cachedLists(): CachedLists {
  const parsed = CachedListsSchema.safeParse(storage.get('session', CACHE_KEY));
  return parsed.success ? parsed.data : {};
}

/** The list kept for this session, if the lead API has answered it already. */
export function choiceListNow(
  name: ChoiceListName,
  query: ChoicesQuery,
): readonly Choice[] | undefined {
  return cachedLists()[cacheKey(name, query)];
}

/** One call per list at a time: two fields (country of birth, citizenship) share it. */
const asking = new Map<string, Promise<readonly Choice[] | null>>();

/** Forgets the calls on their way (tests: a new store, a new sandbox). */
export function forgetChoiceListCalls(): void {
  asking.clear();
}

type ChoiceListThunk = ThunkAction<
  Promise<readonly Choice[] | null>,
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

/** The list as the lead API names it in `query.locale`: kept, asked once, or null. */
export function loadChoiceList(name: ChoiceListName, query: ChoicesQuery): ChoiceListThunk {
  return (_dispatch, _getState, { api }) => {
    const key = cacheKey(name, query);
    const kept = choiceListNow(name, query);
    if (kept) return Promise.resolve(kept);
    const known = asking.get(key);
    if (known) return known;
    const call = api(ChoicesAnswerSchema, { method: 'GET', path: ChoicePaths.list(name, query) })
      .then((result) => {
        const answered =
          result.ok &&
          result.data.list === name &&
          result.data.locale === query.locale &&
          result.data.country === query.country;
        if (!answered) return null;
        storage.set('session', CACHE_KEY, { ...cachedLists(), [key]: result.data.choices });
        return result.data.choices;
      })
      .finally(() => asking.delete(key));
    asking.set(key, call);
    return call;
  };
}
