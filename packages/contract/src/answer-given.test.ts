import { describe, expect, test } from 'vitest';
import { isAnswerGiven } from './answer-given.js';

describe('isAnswerGiven', () => {
  test.each([false, 0, 'no', ' a ', ['x'], { privacy: true }])('%j is an answer', (value) => {
    expect(isAnswerGiven(value)).toBe(true);
  });

  test.each([undefined, null, '', '   ', [], {}])('%j is none', (value) => {
    expect(isAnswerGiven(value)).toBe(false);
  });
});
