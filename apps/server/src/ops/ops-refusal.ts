/**
 * An expected refusal of a backup, restore or move (a running server, a target in use, a backup from a newer
 * version...): the command prints its message on one line and exits 2, without a stack trace.
 */
export class OpsRefusal extends Error {
  override name = 'OpsRefusal';
}
