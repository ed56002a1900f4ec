import type { ReferenceRecord } from '../../shared/reference/reference-tables';

/** A catalogue question in the UI language (the reference row keeps Italian `text` and English `textEn`). */
export function questionText(record: ReferenceRecord, lang: string): string {
  const italian = String(record.text ?? '');
  return lang.startsWith('it') ? italian : String(record.textEn ?? '') || italian;
}

export interface AreaGroup {
  area: ReferenceRecord;
  questions: ReferenceRecord[];
}

/** The live catalogue questions grouped by their area, in the areas' order; areas without questions left out. */
export function groupByArea(
  areas: readonly ReferenceRecord[],
  questions: readonly ReferenceRecord[],
): AreaGroup[] {
  const byArea = new Map<number, ReferenceRecord[]>();
  for (const q of questions) {
    if (q.deletedAt) continue;
    const areaId = Number(q.questionAreaId);
    byArea.set(areaId, [...(byArea.get(areaId) ?? []), q]);
  }
  return areas
    .filter((a) => !a.deletedAt && byArea.has(a.id))
    .map((area) => ({ area, questions: [...byArea.get(area.id)!].sort((x, y) => x.id - y.id) }));
}
