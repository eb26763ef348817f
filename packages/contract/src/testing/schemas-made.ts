/**
 * For tests: how many zod schemas `run` makes, counted by zod's own hook, which it calls for
 * each schema it builds (`__zod_globalConfig.postProcessor`). Tests use it to check that a
 * module evaluated for the first page leaves its schemas to be made when first used.
 */
export async function schemasMadeBy(run: () => unknown): Promise<number> {
  const scope = globalThis as { __zod_globalConfig?: { postProcessor?: () => void } };
  let made = 0;
  scope.__zod_globalConfig = { postProcessor: () => (made += 1) };
  try {
    await run();
  } finally {
    delete scope.__zod_globalConfig;
  }
  return made;
}
