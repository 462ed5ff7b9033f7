import { describe, expect, it } from 'vitest';
import { acceptProblem } from './accept-licence';

const valid = { token: 'x'.repeat(43), name: 'Anna Lee', company: 'Northlight Films', agree: true, termsHash: 'a'.repeat(64) };

describe('an acceptance', () => {
  it('takes a name and company on one visible line, the tick and the hash of the terms shown', () => {
    expect(acceptProblem(valid)).toBeNull();
  });

  it('names what is wrong, one field at a time, in the order the page shows them', () => {
    expect(acceptProblem({ ...valid, name: '  ' })).toEqual({ field: 'name', kind: 'missing', message: 'name: type your full name' });
    expect(acceptProblem({ ...valid, name: 'Anna\nLee' })).toEqual({ field: 'name', kind: 'line', message: 'name must be one line of visible characters' });
    expect(acceptProblem({ ...valid, name: 'Anna\u202ELee' })?.field).toBe('name');
    expect(acceptProblem({ ...valid, company: 'N'.repeat(201) })).toEqual({ field: 'company', kind: 'length', message: 'company must be at most 200 characters' });
    expect(acceptProblem({ ...valid, agree: 'yes' })).toEqual({ field: 'agree', kind: 'missing', message: 'agree: tick the box to accept the terms' });
    expect(acceptProblem({ ...valid, termsHash: 'A'.repeat(64) })?.field).toBe('termsHash');
    expect(acceptProblem({ ...valid, admin: true })).toEqual({ field: 'data', kind: 'shape', message: '"admin" is not an accepted field' });
    expect(acceptProblem([valid])?.field).toBe('data');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(acceptProblem({ ...valid, name: '🎵'.repeat(120) })).toBeNull();
    expect(acceptProblem({ ...valid, name: '🎵'.repeat(121) })?.message).toBe('name must be at most 120 characters');
  });
});
