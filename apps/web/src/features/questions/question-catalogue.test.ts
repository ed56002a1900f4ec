import { describe, expect, it } from 'vitest';
import { groupByArea, questionText } from './question-catalogue';

const area = (id: number, extra = {}) => ({
  id,
  name: `Area ${id}`,
  translationKey: `questionArea.a${id}`,
  ...extra,
});
const question = (id: number, questionAreaId: number, extra = {}) => ({
  id,
  name: '',
  questionAreaId,
  text: `Domanda ${id}?`,
  textEn: `Question ${id}?`,
  ...extra,
});

describe('the question catalogue', () => {
  it('groups live questions under their area, in the areas’ order, leaving out empty areas', () => {
    const groups = groupByArea(
      [area(2), area(1), area(3), area(4, { deletedAt: '2026-01-01T00:00:00.000Z' })],
      [
        question(5, 1),
        question(3, 1),
        question(4, 2),
        question(6, 2, { deletedAt: '2026-01-01' }),
        question(7, 4),
      ],
    );
    expect(groups.map((g) => [g.area.id, g.questions.map((q) => q.id)])).toEqual([
      [2, [4]],
      [1, [3, 5]],
    ]);
  });

  it('words a question in the UI language, Italian when the English text is missing', () => {
    expect(questionText(question(1, 1), 'it')).toBe('Domanda 1?');
    expect(questionText(question(1, 1), 'en')).toBe('Question 1?');
    expect(questionText(question(1, 1, { textEn: '' }), 'en')).toBe('Domanda 1?');
  });
});
