import test from 'node:test';
import assert from 'node:assert/strict';
import { slugify } from '../src/slugify.js';

test('lowercases a single word', () => {
  assert.equal(slugify('Hello'), 'hello');
});

test('joins every word with dashes', () => {
  assert.equal(slugify('Red Green Refactor'), 'red-green-refactor');
});

test('trims surrounding spaces', () => {
  assert.equal(slugify('  Spaced Out  '), 'spaced-out');
});
