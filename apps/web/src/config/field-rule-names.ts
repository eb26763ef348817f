// The closed set of rule names lives with the data points (packages/contract, decision 0042).
export { FieldRuleNames, type FieldRuleName, type PlausibilityRuleName } from '@lf/contract';
