import { describe, expect, it } from 'vitest';
import { generatedJobContentSchema } from '@hiring/domain';
import { shippedCatalog } from '../offline/catalog.fixture.js';
import { parseAiReply, toGeneratedContent } from './ai-reply.js';

describe('the model reply as job content', () => {
  it('needs a title and tolerates wrong types elsewhere', () => {
    expect(parseAiReply({ summary: 'x' })).toBeNull();
    expect(parseAiReply([])).toBeNull();
    const reply = parseAiReply({ name: 'Chef', benefits: 'not a list', workMode: 3, salaryMin: 'lots' });
    expect(reply).toMatchObject({ name: 'Chef', benefits: [], workMode: null, salaryMin: null });
  });

  it('maps names to reference ids case-insensitively and drops the unknown', () => {
    const reply = parseAiReply({
      name: 'Cuoco',
      skills: [
        { name: 'haccp', years: 2 },
        { name: 'Pizza acrobatics', years: 1 },
        'HACCP',
        { name: 'HACCP' },
      ],
      languages: [
        { name: 'english', level: 'native' },
        { name: 'Elvish', level: 'C1' },
      ],
      seniority: 'Junior',
      workArea: 'Ristorazione e turismo',
      city: 'Napoli',
    })!;
    const content = toGeneratedContent(reply, shippedCatalog, 'testo');
    expect(generatedJobContentSchema.safeParse(content).success).toBe(true);
    expect(content).toMatchObject({
      name: 'Cuoco',
      description: 'testo',
      professionalSkills: [{ skillId: expect.any(Number), years: 2 }],
      languages: [{ languageId: 2, levelId: 7 }],
      seniorityId: 2,
      workAreaId: 12,
      place: { place_name: 'Napoli (NA)' },
      responsibilities: [],
    });
    expect(shippedCatalog.skills.find((s) => s.id === content.professionalSkills![0]!.skillId)?.name).toBe(
      'HACCP',
    );
  });
});
