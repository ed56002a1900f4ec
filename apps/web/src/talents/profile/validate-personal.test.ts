import { describe, expect, it } from 'vitest';
import { localToday, validatePersonal, type PersonalValues } from './validate-personal';

const valid: PersonalValues = {
  firstname: 'Lucia',
  lastname: 'Ferri',
  headline: '',
  bio: '',
  phone: '',
  contactEmail: '',
  birthDate: '',
};
const today = '2026-11-25';

describe('validatePersonal', () => {
  it('takes names alone, optional fields left empty', () => {
    expect(validatePersonal(valid, today)).toEqual({});
  });
  it('wants both names', () => {
    expect(validatePersonal({ ...valid, firstname: ' ', lastname: '' }, today)).toEqual({
      firstname: 'required',
      lastname: 'required',
    });
  });
  it('checks the phone and the contact address as the server does', () => {
    expect(validatePersonal({ ...valid, phone: '+39 333 123 4567' }, today)).toEqual({});
    expect(validatePersonal({ ...valid, phone: 'call me' }, today)).toEqual({ phone: 'phone' });
    expect(validatePersonal({ ...valid, contactEmail: 'lucia@' }, today)).toEqual({ contactEmail: 'email' });
  });
  it('wants a real birth date, not in the future', () => {
    expect(validatePersonal({ ...valid, birthDate: '1990-02-28' }, today)).toEqual({});
    expect(validatePersonal({ ...valid, birthDate: '1990-02-30' }, today)).toEqual({
      birthDate: 'birthDate',
    });
    expect(validatePersonal({ ...valid, birthDate: '2026-11-26' }, today)).toEqual({
      birthDate: 'birthDate',
    });
    expect(validatePersonal({ ...valid, birthDate: '1850-01-01' }, today)).toEqual({
      birthDate: 'birthDate',
    });
  });
});

describe('localToday', () => {
  it('writes the local day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
