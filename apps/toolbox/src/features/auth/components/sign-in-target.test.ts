import { describe, expect, it } from 'vitest';
import { signInTarget } from './sign-in-target';

describe('signInTarget', () => {
  it.each([
    [
      'the remembered page with its query',
      { from: { pathname: '/documents/7', search: '?a=1' } },
      '/documents/7?a=1',
    ],
    ['home without a remembered page', null, '/'],
    ['home instead of the sign-in page itself', { from: { pathname: '/login' } }, '/'],
    ['home instead of another origin', { from: { pathname: '//evil.example/x' } }, '/'],
    ['home for a relative path', { from: { pathname: 'machines' } }, '/'],
    ['home for a pathname that is not text', { from: { pathname: 42 } }, '/'],
  ])('goes to %s', (_name, state, expected) => {
    expect(signInTarget(state)).toBe(expected);
  });
});
