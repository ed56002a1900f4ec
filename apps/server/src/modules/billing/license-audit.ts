import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import type { WriteChange } from '../../http/resources/define-resource.js';
import { recordAudit } from '../admin/audit.js';

/** What the pricing history shows of a catalogue licence. */
function licenseFields(row: Record<string, unknown> | null) {
  if (!row) return null;
  return {
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    seats: row.seats,
    jobPostsIncluded: row.jobPostsIncluded,
    monthlyPriceCents: row.monthlyPriceCents,
  };
}

/**
 * Every write of the licence catalogue, through /license or /admin/license, goes to the audit log with
 * the licence before and after (`license-create`, `license-update`, `license-delete`: the pricing history).
 */
export async function auditLicenseWrite(db: Database, actor: Actor, change: WriteChange): Promise<void> {
  await recordAudit(db, actor, {
    action: `license-${change.verb}`,
    data: {
      licenseId: change.id,
      subject: (change.after ?? change.before)?.name,
      before: licenseFields(change.before),
      after: licenseFields(change.after),
    },
  });
}
