import { describe, expect, it } from 'vitest';
import { bodyFields, fieldProblem, queryFields } from './field.ts';

describe('fields', () => {
  it('locate body fields by JSON Pointer, and name them as code would', () => {
    expect(bodyFields('moves', 2)).toEqual({ name: 'moves[2]', location: { pointer: '#/moves/2' } });
    expect(bodyFields('rules', 'name')).toEqual({ name: 'rules.name', location: { pointer: '#/rules/name' } });
    expect(bodyFields('a/b~c')).toEqual({ name: 'a/b~c', location: { pointer: '#/a~1b~0c' } });
    expect(bodyFields()).toEqual({ name: 'the body', location: { pointer: '#' } });
  });

  it('locate query parameters by name', () => {
    expect(queryFields('level')).toEqual({ name: 'level', location: { parameter: 'level' } });
  });

  it('make problems whose detail names the field', () => {
    expect(fieldProblem('limit-exceeded', bodyFields('level'), 'too high').details).toEqual({
      type: '/docs#limit-exceeded',
      title: 'Above this server’s limit',
      status: 422,
      detail: 'level: too high',
      errors: [{ detail: 'too high', pointer: '#/level' }],
    });
  });
});
