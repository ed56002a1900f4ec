/** What each section of data.json holds, in Italian and English: written into data.json and the README. */
export const exportSections: Record<string, { it: string; en: string }> = {
  account: {
    it: 'Il tuo account: nome, email, lingua, data di registrazione e di verifica dell’email.',
    en: 'Your account: name, email, language, when you signed up and verified your email.',
  },
  profile: {
    it: 'Il tuo profilo come lo vedono le aziende, in italiano (views.it) e in inglese (views.en): competenze con gli anni, lingue con il livello, soft skill, patenti, categorie protette, istruzione, esperienza; i dati di contatto, le preferenze e i tuoi file.',
    en: 'Your profile as companies see it, in Italian (views.it) and English (views.en): skills with years, languages with level, soft skills, driving licences, protected categories, education, experience; your contact details, preferences and files.',
  },
  applications: {
    it: 'Le tue candidature: offerta, azienda, date, la fase in cui l’azienda ti ha collocato (con il nome che le ha dato), i passaggi, il profilo e i file inviati, le note che il team ha scritto su di te (testo e data, non l’autore), le domande con le tue risposte e i colloqui.',
    en: 'Your applications: job, company, dates, the stage the company placed you in (by the name it gave it), the steps, the profile and files you sent, the notes the team wrote about you (text and date, not who wrote them), the questions with your answers and the interviews.',
  },
  chats: {
    it: 'Le conversazioni con le aziende, con tutti i messaggi di entrambe le parti e gli allegati.',
    en: 'Your conversations with companies, with every message of both sides and the attachments.',
  },
  aiAnalyses: {
    it: 'Le analisi automatiche (IA) fatte sui tuoi video o sulle tue candidature, per l’azienda che le ha chieste.',
    en: 'The automated (AI) analyses made of your videos or applications, for the company that asked.',
  },
  jobs: {
    it: 'Gli inviti a candidarti, le offerte salvate e quelle nascoste.',
    en: 'Invitations to apply, the jobs you saved and those you hid.',
  },
  savedByCompanies: {
    it: 'Le aziende che hanno salvato il tuo profilo, con la nota che hanno scritto (testo e data).',
    en: 'Companies that saved your profile, with the note they kept (text and date).',
  },
  records: {
    it: 'Dati tecnici: notifiche push (servizio e date, senza chiavi), consensi dati o revocati con la versione dell’informativa, sessioni di accesso (dispositivo, indirizzo IP, date), email inviate (oggetto e data), giorni di utilizzo e registro delle operazioni che ti riguardano (per esempio quale azienda ha letto il tuo profilo o i tuoi file, e quando).',
    en: 'Technical records: push subscriptions (service and dates, no keys), consents given or withdrawn with the privacy-policy version, sign-in sessions (device, IP address, dates), mails sent to you (subject and date), the days you used the product and the log of operations about you (for instance which company read your profile or files, and when).',
  },
  files: {
    it: 'L’elenco dei file nell’archivio (cartella files/): nome, tipo, dimensione, data; "omitted" indica un file non più disponibile ("missing") o oltre i limiti del formato ZIP ("too-large").',
    en: 'The list of files in the archive (folder files/): name, type, size, date; "omitted" marks a file no longer available ("missing") or beyond the ZIP format’s limits ("too-large").',
  },
};

/** README.txt: what the archive is and what it holds, Italian first, then English. */
export function exportReadme(generatedAt: Date): string {
  const at = generatedAt.toISOString();
  const list = (lang: 'it' | 'en') =>
    Object.entries(exportSections)
      .map(([key, text]) => `- ${key}: ${text[lang]}`)
      .join('\n');
  return [
    'I TUOI DATI PERSONALI',
    '',
    `Questo archivio contiene tutti i dati che conserviamo su di te, generato il ${at} (UTC), come previsto dal GDPR (diritto di accesso, art. 15, e alla portabilità, art. 20).`,
    '',
    '- data.json: i dati in formato JSON (leggibile da un editor di testo o da un altro servizio); la sezione "about" descrive ogni parte.',
    '- files/: i tuoi file (CV, certificati, foto, video, allegati delle conversazioni) con nomi leggibili; data.json indica dove si trova ciascuno.',
    '',
    'Sezioni di data.json:',
    list('it'),
    '',
    'Date e ore sono in UTC (ISO 8601). I nomi dei membri dei team aziendali non sono inclusi: sono dati di altre persone.',
    '',
    '----------------------------------------------------------------------',
    '',
    'YOUR PERSONAL DATA',
    '',
    `This archive holds all the data we keep about you, generated on ${at} (UTC), as the GDPR provides (right of access, art. 15, and to data portability, art. 20).`,
    '',
    '- data.json: the data as JSON (readable in a text editor or by another service); its "about" section describes each part.',
    '- files/: your files (CV, certificates, picture, videos, chat attachments) under readable names; data.json says where each one is.',
    '',
    'Sections of data.json:',
    list('en'),
    '',
    'Dates and times are UTC (ISO 8601). The names of company team members are not included: they are other people’s data.',
    '',
  ].join('\n');
}
