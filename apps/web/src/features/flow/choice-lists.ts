/** The shipped choice lists: the contract's, which the lead API checks answers against too. */
export * from '@lf/contract/choice-lists';
