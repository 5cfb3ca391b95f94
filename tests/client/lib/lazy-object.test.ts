import { describe, expect, it } from 'vitest';
import { lazyObject } from '../../../client/lib/lazy-object';

describe('lazyObject', () => {
  it('builds nothing until a member is read, then builds once and forwards reads, `in` and keys', () => {
    let builds = 0;
    const value = lazyObject(() => {
      builds++;
      return {
        answer: 42,
        greet(name: string) {
          return `hi ${name}`;
        },
        get twice() {
          return this.answer * 2;
        },
      };
    });
    const derived = Object.create(value, { own: { value: 'mine' } }) as typeof value & { own: string };
    expect(builds).toBe(0);
    expect(derived.own).toBe('mine');
    expect(builds).toBe(0);

    expect(derived.answer).toBe(42);
    expect(value.greet('you')).toBe('hi you');
    expect(value.twice).toBe(84);
    expect('answer' in value).toBe(true);
    expect('missing' in value).toBe(false);
    expect(Object.keys(value)).toEqual(['answer', 'greet', 'twice']);
    expect({ ...value }.answer).toBe(42);
    expect(builds).toBe(1);
  });

  it('refuses writes instead of keeping them beside the real object', () => {
    const value = lazyObject(() => ({ answer: 42 }));
    expect(() => {
      'use strict';
      (value as { answer: number }).answer = 1;
    }).toThrow(TypeError);
    expect(value.answer).toBe(42);
  });
});
