import type { JobContent } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { changedContent, contentToForm, formToContent, jobFormSchema } from './job-form';

const saved: JobContent = {
  name: 'Backend developer',
  description: 'Node.js services',
  responsibilities: ['Build APIs'],
  requirements: ['3 years of TypeScript'],
  benefits: [],
  contractType: 'permanent',
  workMode: 'hybrid',
  salaryMinCents: 3_500_000,
  salaryMaxCents: 4_500_000,
  place: { id: 7, place_name: 'Milano (MI)', center: [9.19, 45.4642] },
  workAreaId: 1,
  seniorityId: 3,
  professionalSkills: [{ skillId: 1, years: 3 }],
  languages: [{ languageId: 2, levelId: 4 }],
  softSkillIds: [1, 2],
  educationId: null,
  driverLicenseIds: [],
  availabilityId: 1,
  protectedClassIds: [],
};

describe('job form mapping', () => {
  it('shows salaries in euro and saves them back as the same cents', () => {
    const form = contentToForm(saved);
    expect(form.salaryMin).toBe(35000);
    expect(form.salaryMax).toBe(45000);
    expect(formToContent(form)).toEqual(saved);
  });

  it('gives a blank job empty values', () => {
    const form = contentToForm(undefined);
    expect(form).toMatchObject({
      name: '',
      description: '',
      responsibilities: [],
      salaryMin: null,
      place: null,
    });
    expect(formToContent({ ...form, name: ' Cook ' })).toMatchObject({ name: 'Cook', description: null });
  });

  it('uses the summary of a generated draft when it has no description', () => {
    expect(contentToForm({ name: 'Chef', summary: 'Kitchen lead' }).description).toBe('Kitchen lead');
    expect(contentToForm({ name: 'Chef', summary: 'x', description: 'Full text' }).description).toBe(
      'Full text',
    );
  });

  it('drops blank list lines and trims the others', () => {
    const form = { ...contentToForm(saved), benefits: ['  Meal vouchers ', '', '   '] };
    expect(formToContent(form).benefits).toEqual(['Meal vouchers']);
  });
});

describe('job form schema', () => {
  const errorsOf = (values: unknown) => {
    const result = jobFormSchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a saved job', () => {
    expect(errorsOf(contentToForm(saved))).toEqual({});
  });

  it('requires a title (translation key)', () => {
    expect(errorsOf({ ...contentToForm(saved), name: '   ' })).toEqual({ name: 'common.error.mandatory' });
  });

  it('reports a maximum below the minimum on the euro field', () => {
    expect(errorsOf({ ...contentToForm(saved), salaryMin: 50000, salaryMax: 40000 })).toEqual({
      salaryMax: 'jobs.editor.error.salaryRange',
    });
  });

  it('reports an entry the number input could not read as an invalid number, not as another salary', () => {
    expect(errorsOf({ ...contentToForm(saved), salaryMin: Number.NaN })).toEqual({
      salaryMin: 'common.error.invalidNumber',
    });
  });

  it('keeps decimal euro as exact cents and tells the limits in euro', () => {
    expect(formToContent({ ...contentToForm(saved), salaryMin: 12.5 }).salaryMinCents).toBe(1250);
    expect(errorsOf({ ...contentToForm(saved), salaryMin: -1 })).toEqual({
      salaryMin: 'jobs.editor.error.tooSmall{"count":0}',
    });
    expect(errorsOf({ ...contentToForm(saved), salaryMax: 2_000_000 })).toEqual({
      salaryMax: 'jobs.editor.error.tooBig{"count":1000000}',
    });
  });

  it('refuses years outside the work-years options', () => {
    const values = { ...contentToForm(saved), professionalSkills: [{ skillId: 1, years: 4 }] };
    expect(Object.keys(errorsOf(values))).toEqual(['professionalSkills.0.years']);
  });

  it('gives too long texts a message with the limit', () => {
    expect(errorsOf({ ...contentToForm(saved), name: 'x'.repeat(201) })).toEqual({
      name: 'jobs.editor.error.tooBig{"count":200}',
    });
  });
});

describe('changedContent', () => {
  it('keeps only the keys that changed, comparing lists and places by value', () => {
    const after: JobContent = {
      ...saved,
      place: { id: 7, place_name: 'Milano (MI)', center: [9.19, 45.4642] },
      requirements: ['3 years of TypeScript', 'English B2'],
      salaryMaxCents: 5_000_000,
    };
    expect(changedContent(saved, after)).toEqual({
      requirements: ['3 years of TypeScript', 'English B2'],
      salaryMaxCents: 5_000_000,
    });
    expect(changedContent(saved, { ...saved })).toEqual({});
  });

  it('sends a value cleared to null', () => {
    expect(changedContent(saved, { ...saved, place: null, contractType: null })).toEqual({
      place: null,
      contractType: null,
    });
  });
});
