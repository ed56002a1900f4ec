/** Notification styles of application steps (spec section 4). */
export const stepStyles = ['default', 'reject', 'intreq', 'intconf', 'cancel', 'change', 'confirm'] as const;
export type StepStyle = (typeof stepStyles)[number];

/** The application step types with stable ids, their Italian and English names and their style. */
export const applicationStepTypes = [
  { id: 1, key: 'applied', name: 'Candidatura inviata', nameEn: 'Application sent', style: 'default' },
  { id: 2, key: 'view', name: 'Candidatura vista', nameEn: 'Application viewed', style: 'default' },
  { id: 3, key: 'selected', name: 'Selezionato', nameEn: 'Selected', style: 'default' },
  { id: 4, key: 'moved', name: 'Spostato di fase', nameEn: 'Moved to another phase', style: 'default' },
  { id: 5, key: 'qa-request', name: 'Domande inviate', nameEn: 'Questions requested', style: 'default' },
  { id: 6, key: 'qa-sent', name: 'Risposte inviate', nameEn: 'Answers sent', style: 'default' },
  { id: 7, key: 'qa-view', name: 'Risposte viste', nameEn: 'Answers viewed', style: 'default' },
  { id: 8, key: 'rejected', name: 'Non selezionato', nameEn: 'Rejected', style: 'reject' },
  { id: 9, key: 'not-confirmed', name: 'Non confermato', nameEn: 'Not confirmed', style: 'reject' },
  {
    id: 10,
    key: 'interview-request',
    name: 'Richiesta di colloquio',
    nameEn: 'Interview requested',
    style: 'intreq',
  },
  {
    id: 11,
    key: 'interview-accepted',
    name: 'Colloquio accettato',
    nameEn: 'Interview accepted',
    style: 'intreq',
  },
  {
    id: 12,
    key: 'interview-confirmed',
    name: 'Colloquio confermato',
    nameEn: 'Interview confirmed',
    style: 'intconf',
  },
  {
    id: 13,
    key: 'interview-starting',
    name: 'Colloquio in partenza',
    nameEn: 'Interview starting soon',
    style: 'intconf',
  },
  {
    id: 14,
    key: 'interview-completed',
    name: 'Colloquio svolto',
    nameEn: 'Interview completed',
    style: 'intconf',
  },
  {
    id: 15,
    key: 'interview-cancelled',
    name: 'Colloquio annullato',
    nameEn: 'Interview cancelled',
    style: 'cancel',
  },
  {
    id: 16,
    key: 'recruiter-change',
    name: 'Cambio di selezionatore',
    nameEn: 'Recruiter changed',
    style: 'change',
  },
  {
    id: 17,
    key: 'type-change',
    name: 'Cambio di modalità del colloquio',
    nameEn: 'Interview type changed',
    style: 'change',
  },
  {
    id: 18,
    key: 'date-change',
    name: 'Cambio di data del colloquio',
    nameEn: 'Interview date changed',
    style: 'change',
  },
  {
    id: 19,
    key: 'confirmed',
    name: 'Candidatura confermata',
    nameEn: 'Application confirmed',
    style: 'confirm',
  },
  /** The candidate took the application back (`POST /talents/applications/{id}/withdraw`). */
  {
    id: 20,
    key: 'withdrawn',
    name: 'Candidatura ritirata',
    nameEn: 'Application withdrawn',
    style: 'cancel',
  },
] as const satisfies ReadonlyArray<{
  id: number;
  key: string;
  name: string;
  nameEn: string;
  style: StepStyle;
}>;

export type ApplicationStepTypeKey = (typeof applicationStepTypes)[number]['key'];

/**
 * Steps a candidate never sees in "My applications" (spec 4, docs/talents.md): `moved` only, which
 * says the company moved the card between its own internal phases (columns it names for itself).
 * Every other step is about the candidate's side of the process: sent, viewed, selected, questions,
 * interviews, the outcome, a withdrawal.
 */
export const candidateHiddenSteps: readonly ApplicationStepTypeKey[] = ['moved'];

/** The step types shown to the candidate, by key: every type but `candidateHiddenSteps`. */
export const candidateVisibleSteps: ReadonlySet<ApplicationStepTypeKey> = new Set(
  applicationStepTypes.map((s) => s.key).filter((key) => !candidateHiddenSteps.includes(key)),
);

/** Interview kinds (spec section 4). */
export const meetingTypes = [
  { id: 1, key: 'onsite', name: 'In sede', nameEn: 'On site' },
  { id: 2, key: 'online', name: 'Online', nameEn: 'Online' },
  { id: 3, key: 'busy', name: 'Occupato', nameEn: 'Busy' },
] as const;

/**
 * Board columns a job gets when it has none (spec section 4). Their names are stored as these keys
 * and named by the web app in the reader's language (a column a recruiter renames keeps the text).
 */
export const defaultBoardColumns = [
  { name: 'selected', order: 1, special: 'selected' },
  { name: 'phase1', order: 2, special: null },
  { name: 'phase2', order: 3, special: null },
  { name: 'phase3', order: 4, special: null },
  { name: 'discarded', order: 5, special: 'discarded' },
] as const;
